/**
 * The customizer drawer (../shared/spec/staff-app-spec.md §3, §4): theme, primary colour, skin, menu type, top bar, content width,
 * footer and the calendar era, each applied at once and kept in localStorage; "Reset to defaults" (the era too) at
 * the bottom.
 * Opened by usePreferences().openCustomizer() (the header's user menu).
 */
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { Button, ColorPicker, ConfigProvider, Drawer, Flex, Radio, Typography } from 'antd';
import { useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setCalendarEra, useCalendarEra, type CalendarEra } from '../i18n/dates';
import { CHOICES, PRIMARY_PRESETS, type Preferences } from './layoutRules';
import { usePreferences } from './preferences';

type Choice = Exclude<keyof Preferences, 'primaryColor'>;

/** The words of each choice (`layout.<word>`). */
const WORD: Record<string, string> = { default: 'skinDefault', bordered: 'skinBordered' };

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Flex vertical gap={6} style={{ marginBlockEnd: 20 }}>
      <Typography.Text strong id={id}>
        {label}
      </Typography.Text>
      <div role="radiogroup" aria-labelledby={id}>
        {children}
      </div>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Flex>
  );
}

function ChoiceField<K extends Choice>({
  name,
  label,
  hint,
  disabled,
}: {
  name: K;
  label: string;
  hint?: string;
  disabled?: (v: string) => boolean;
}) {
  const { t } = useTranslation();
  const { prefs, setPref } = usePreferences();
  return (
    <Field label={label} hint={hint}>
      <Radio.Group
        optionType="button"
        value={prefs[name]}
        onChange={(e) => setPref(name, e.target.value as Preferences[K])}
        options={(CHOICES[name] as readonly string[]).map((value) => ({
          value,
          label: t(`layout.${WORD[value] ?? value}`),
          disabled: disabled?.(value),
        }))}
      />
    </Field>
  );
}

function PrimaryColour() {
  const { t } = useTranslation();
  const { prefs, setPref } = usePreferences();
  const current = prefs.primaryColor.toLowerCase();
  return (
    <Field label={t('layout.primaryColor')}>
      <Flex gap={8} wrap align="center">
        {PRIMARY_PRESETS.map((colour) => (
          <button
            key={colour}
            type="button"
            role="radio"
            aria-checked={current === colour}
            aria-label={t('layout.colourPreset', { value: colour })}
            title={colour}
            className="app-swatch"
            style={{ background: colour }}
            onClick={() => setPref('primaryColor', colour)}
          >
            {current === colour && <CheckOutlined style={{ color: '#fff' }} />}
          </button>
        ))}
        <ColorPicker
          value={prefs.primaryColor}
          disabledAlpha
          showText={() => t('layout.customColour')}
          onChangeComplete={(colour) => setPref('primaryColor', colour.toHexString().slice(0, 7))}
        />
      </Flex>
    </Field>
  );
}

function EraField() {
  const { t } = useTranslation();
  const [era, setEra] = useCalendarEra();
  const year = new Date().getFullYear();
  return (
    <Field label={t('layout.calendarEra')}>
      <Radio.Group
        optionType="button"
        value={era}
        onChange={(e) => setEra(e.target.value as CalendarEra)}
        options={[
          { value: 'be', label: t('layout.eraBe', { year: year + 543 }) },
          { value: 'ce', label: t('layout.eraCe', { year }) },
        ]}
      />
    </Field>
  );
}

export function Customizer() {
  const { t } = useTranslation();
  const { prefs, customizerOpen, closeCustomizer, resetPrefs } = usePreferences();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const horizontal = prefs.navType === 'horizontal';
  return (
    <Drawer
      open={customizerOpen}
      onClose={closeCustomizer}
      placement={rtl ? 'left' : 'right'}
      width={360}
      title={t('layout.preferences')}
      className="app-customizer"
      footer={
        <Button
          block
          onClick={() => {
            resetPrefs();
            setCalendarEra('be');
          }}
        >
          {t('layout.reset')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('layout.preferencesHint')}</Typography.Paragraph>
      <ChoiceField name="theme" label={t('layout.theme')} />
      <PrimaryColour />
      <ChoiceField name="skin" label={t('layout.skin')} />
      <ChoiceField name="navType" label={t('layout.navType')} />
      <ChoiceField
        name="navbarType"
        label={t('layout.navbarType')}
        hint={horizontal ? t('layout.navbarHorizontalHint') : t('layout.navbarHiddenHint')}
        disabled={(value) => horizontal && value === 'hidden'}
      />
      <ChoiceField name="contentWidth" label={t('layout.contentWidth')} />
      <ChoiceField name="footerType" label={t('layout.footerType')} />
      <EraField />
    </Drawer>
  );
}
