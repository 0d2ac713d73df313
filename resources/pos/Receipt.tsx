/** The sale's receipt: an 80 mm slip on screen, printed alone on an 80 mm page (pos.css), with Print and New sale. */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { Button, Space } from 'antd';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { formatMoney } from '../../src/crud/fields/format';
import { formatDate } from '../../src/i18n/dates';
import type { Data } from '../../src/schema/expression/expression';
import { usePosText } from './i18n';
import './pos.css';

interface Props {
  sale: Data;
  settings: Data;
  cashierName: string;
  branchLabel: string;
  vatRate: number;
  onNewSale: () => void;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function Slip({ sale, settings, cashierName, branchLabel, vatRate, print }: Omit<Props, 'onNewSale'> & { print?: boolean }) {
  const id = (name: string) => (print ? undefined : name);
  const { t, lang } = usePosText();
  const lines = Array.isArray(sale.lines) ? (sale.lines as Data[]) : [];
  const company = text(lang === 'th' ? settings.companyName : (settings.companyNameEn ?? settings.companyName));
  const cash = sale.paymentType === 'cash';
  return (
    <div className="pos-receipt" data-testid={id('pos-receipt')}>
      {company && <h2>{company}</h2>}
      {settings.taxId ? (
        <div className="center muted">
          {t('taxId')} {text(settings.taxId)}
        </div>
      ) : null}
      <div className="center">{branchLabel}</div>
      <div className="center">
        <strong>{t('receipt')}</strong>
      </div>
      <div className="rule" />
      <div className="row">
        <span>{t('receiptNo')}</span>
        <strong data-testid={id('pos-receipt-no')}>{text(sale.receiptNo)}</strong>
      </div>
      <div className="row">
        <span>{t('date')}</span>
        <span>
          {formatDate(text(sale.date), lang)} {text(sale.time)}
        </span>
      </div>
      <div className="row">
        <span>{t('cashier')}</span>
        <span>{cashierName}</span>
      </div>
      {sale.customerName ? (
        <div className="row">
          <span>{t('customerName')}</span>
          <span>
            {text(sale.customerName)} {text(sale.customerPhone)}
          </span>
        </div>
      ) : null}
      <div className="rule" />
      {lines.map((l, i) => (
        <div key={i}>
          <div>{text(l.name)}</div>
          <div className="row">
            <span>
              {text(l.quantity)} × {formatMoney(l.unitPrice)}
            </span>
            <span>{formatMoney(l.amount)}</span>
          </div>
        </div>
      ))}
      <div className="rule" />
      <div className="row">
        <span>{t('subtotal')}</span>
        <span>{formatMoney(sale.subtotal)}</span>
      </div>
      <div className="row">
        <span>{t('vat', { rate: vatRate })}</span>
        <span>{formatMoney(sale.vat)}</span>
      </div>
      <div className="row total">
        <span>{t('grandTotal')}</span>
        <span data-testid={id('pos-receipt-total')}>{formatMoney(sale.grandTotal)}</span>
      </div>
      <div className="row">
        <span>{t(sale.paymentType === 'card' ? 'card' : sale.paymentType === 'transfer' ? 'transfer' : 'cash')}</span>
        <span>{formatMoney(cash ? sale.cashReceived : sale.grandTotal)}</span>
      </div>
      {cash && (
        <div className="row">
          <span>{t('changeDue')}</span>
          <span>{formatMoney(sale.changeDue)}</span>
        </div>
      )}
      <div className="rule" />
      <div className="center muted">{t('taxNote')}</div>
      <div className="center">{t('thanks')}</div>
    </div>
  );
}

export function Receipt(props: Props) {
  const { t } = usePosText();
  const { onNewSale } = props;
  useEffect(() => {
    // Enter or F9 starts the next sale: the cashier's hands stay on the keyboard and the scanner.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === 'F9') {
        e.preventDefault();
        onNewSale();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNewSale]);
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }} size="large">
      <Space wrap>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={onNewSale} autoFocus>
          {t('newSale')} (Enter)
        </Button>
      </Space>
      <Slip {...props} />
      {createPortal(
        <div className="pos-print-root">
          <Slip {...props} print />
        </div>,
        document.body,
      )}
    </Space>
  );
}
