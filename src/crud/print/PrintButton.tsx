/**
 * Print on the show page: the first click mounts the print layout (hidden on screen, print.css) as a
 * direct child of <body>, loads what it needs (referenced titles, the workflow trail) and the Thai and
 * Latin faces of the bundled Sarabun font, then opens the browser's print dialog (window.print: the
 * printer or "Save as PDF"). The layout stays mounted while the page is open, following the record,
 * so Ctrl+P prints it too.
 */
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { useGetIdentity, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { UserData } from '../../access/types';
import { localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';
import { PrintDocument } from './PrintDocument';
import { useHistoryEntries, useReferencedRecords } from './usePrintData';
import './print.css';

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: BaseRecord;
}

/** Both weights the layout uses, in the Thai and the Latin subset (fonts of hidden elements are not loaded by themselves). */
async function fontsReady(): Promise<void> {
  if (!('fonts' in document)) return;
  await Promise.all(['400', '600'].map((w) => document.fonts.load(`${w} 10.5pt Sarabun`, 'กขA1'))).catch(() => undefined);
  await document.fonts.ready;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

interface LayoutProps extends Props {
  /** When the user last asked to print (ISO time, printed in the footer). */
  printedAt: string;
  /** Open the print dialog once ready; false again after it was opened. */
  pending: boolean;
  onPrinted: () => void;
}

function PrintLayout({ schema, id, record, printedAt, pending, onPrinted }: LayoutProps) {
  const { lang } = useLang();
  const { data: user } = useGetIdentity<UserData>();
  const wf = schema.workflow;
  const version = `${String(record.updatedAt ?? '')}|${wf ? String(record[wf.field] ?? '') : ''}`;
  const history = useHistoryEntries(schema, id, version);
  const refs = useReferencedRecords(schema, record);
  const ready = history.status !== 'loading' && refs.status !== 'loading';

  useEffect(() => {
    if (!pending || !ready) return;
    let cancelled = false;
    void fontsReady()
      .then(nextFrame)
      .then(() => {
        if (cancelled) return;
        // The document title names the PDF a "Save as PDF" writes.
        const title = document.title;
        const number = schema.naming ? String(record[schema.naming.field] ?? '') : '';
        document.title = [localize(schema.label, lang), number].filter(Boolean).join(' ');
        try {
          window.print();
        } finally {
          document.title = title;
          onPrinted();
        }
      });
    return () => {
      cancelled = true;
    };
  }, [pending, ready, schema, record, lang, onPrinted]);

  return createPortal(
    <div className="print-root" data-testid="print-root" data-ready={ready ? 'true' : 'false'}>
      <PrintDocument
        schema={schema}
        record={record}
        refs={refs.status === 'ready' ? refs.data : new Map()}
        history={history}
        printedBy={user?.fullName ?? ''}
        printedAt={printedAt}
      />
    </div>,
    document.body,
  );
}

export function PrintButton(props: Props) {
  const { t } = useLang();
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onPrinted = useCallback(() => setPending(false), []);
  return (
    <>
      <Button
        icon={<PrinterOutlined />}
        loading={pending}
        onClick={() => {
          setPrintedAt(new Date().toISOString());
          setPending(true);
        }}
        data-testid="print-button"
      >
        {t('print.button')}
      </Button>
      {printedAt && <PrintLayout {...props} printedAt={printedAt} pending={pending} onPrinted={onPrinted} />}
    </>
  );
}
