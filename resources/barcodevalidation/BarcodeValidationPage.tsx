/**
 * Barcode validation (/apps/barcodevalidation): a pasted list (one per line) and a scan field adding one code at
 * a time; "Check" looks the codes up among the products in batches (GET products?barcode=a&barcode=b) and shows
 * each code's check digit, product and problems (resources/barcodevalidation/check.ts), exportable to .xlsx.
 */
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import FileExcelOutlined from '@ant-design/icons/es/icons/FileExcelOutlined';
import { useDataProvider, type DataProvider } from '@refinedev/core';
import { Alert, Button, Card, Flex, Grid, Input, Table, Tag, Typography, type InputRef } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../src/http/errors';
import { splitCodes, validateBarcodes, type BarcodeResult, type Problem } from './check';
import { useBarcodeText } from './i18n';
import { ScreenHeading } from '../ScreenHeading';

type Found = { id: number; name: string; code?: string; barcode?: string };
const BATCH = 50;

/**
 * The products carrying any of the codes, by barcode: asked when Check (or Enter in the scan field) is pressed,
 * through the Refine data provider's list (`barcode` in the batch), in batches of BATCH codes so a long pasted
 * list stays within a URL's length.
 */
async function productsByBarcode(provider: DataProvider, codes: readonly string[]): Promise<Map<string, Found>> {
  const unique = [...new Set(codes.filter((c) => /^\d{1,20}$/.test(c)))];
  const found = new Map<string, Found>();
  for (let i = 0; i < unique.length; i += BATCH) {
    const part = unique.slice(i, i + BATCH);
    const { data } = await provider.getList<Found>({
      resource: 'products',
      filters: [{ field: 'barcode', operator: 'in', value: part }],
      pagination: { currentPage: 1, pageSize: part.length * 2 },
    });
    for (const p of data) if (p.barcode) found.set(p.barcode, p);
  }
  return found;
}

export default function BarcodeValidationPage() {
  const { t } = useBarcodeText();
  const [text, setText] = useState('');
  const [scan, setScan] = useState('');
  const [results, setResults] = useState<BarcodeResult[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const scanRef = useRef<InputRef>(null);
  const dataProvider = useDataProvider();
  // On a phone the product goes under the barcode, so the problems stay in view.
  const wide = Grid.useBreakpoint().sm ?? true;

  const problemText = (p: Problem, r: BarcodeResult) =>
    p === 'duplicate' ? t('duplicate', { line: r.duplicateOf ?? '' }) : t(p);

  const check = async (source = text) => {
    const codes = splitCodes(source);
    setProblem(null);
    if (!codes.length) {
      setResults(null);
      return setProblem(t('empty'));
    }
    setChecking(true);
    try {
      setResults(validateBarcodes(codes, await productsByBarcode(dataProvider(), codes)));
    } catch (e) {
      setProblem(`${t('checkError')}: ${errorText(e)}`);
    } finally {
      setChecking(false);
    }
  };

  const onScan = () => {
    const code = scan.trim();
    setScan('');
    if (!code) return;
    const next = text.trim() ? `${text.trimEnd()}\n${code}` : code;
    setText(next);
    void check(next);
    scanRef.current?.focus();
  };

  const exportXlsx = async () => {
    if (!results) return;
    const XLSX = await import('@e965/xlsx');
    const aoa = [
      [t('line'), t('barcode'), t('valid'), t('product'), t('problem')],
      ...results.map((r) => [
        r.line,
        r.code,
        r.valid ? t('yes') : t('no'),
        r.product?.name ?? '',
        r.problems.length ? r.problems.map((p) => problemText(p, r)).join('; ') : t('ok'),
      ]),
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), t('sheet').slice(0, 31));
    XLSX.writeFile(book, 'barcode-validation.xlsx');
  };

  const columns: TableColumnsType<BarcodeResult> = [
    { title: t('line'), dataIndex: 'line', key: 'line', width: 56, responsive: ['sm'] },
    {
      title: t('barcode'),
      dataIndex: 'code',
      key: 'code',
      render: (v: string, r) => (
        <>
          <div style={{ fontFamily: 'monospace' }}>{v}</div>
          {!wide && r.product && <div>{r.product.name}</div>}
        </>
      ),
    },
    {
      title: t('valid'),
      dataIndex: 'valid',
      key: 'valid',
      responsive: ['sm'],
      render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{v ? t('yes') : t('no')}</Tag>,
    },
    { title: t('product'), key: 'product', responsive: ['sm'], render: (_, r) => r.product?.name ?? '—' },
    {
      title: t('problem'),
      key: 'problem',
      render: (_, r) =>
        r.problems.length ? (
          <Flex gap={4} wrap>
            {r.problems.map((p) => (
              <Tag key={p} color={p === 'unknown' ? 'orange' : 'red'} data-problem={p}>
                {problemText(p, r)}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Tag color="green">{t('ok')}</Tag>
        ),
    },
  ];

  const total = results?.length ?? 0;
  const summary = results && {
    total,
    valid: results.filter((r) => r.valid).length,
    found: results.filter((r) => r.product).length,
    problems: results.filter((r) => r.problems.length).length,
  };

  return (
    <Card title={<ScreenHeading>{t('title')}</ScreenHeading>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('intro')}
        </Typography.Paragraph>
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('scan')}</Typography.Text>
          <Input
            ref={scanRef}
            autoFocus
            size="large"
            inputMode="numeric"
            autoComplete="off"
            style={{ maxWidth: 420, fontFamily: 'monospace' }}
            aria-label={t('scan')}
            placeholder={t('scanPlaceholder')}
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={onScan}
          />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('list')}</Typography.Text>
          <Input.TextArea
            rows={6}
            style={{ fontFamily: 'monospace', maxWidth: 560 }}
            aria-label={t('list')}
            placeholder={t('listPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" icon={<CheckOutlined />} loading={checking} onClick={() => void check()}>
            {t('check')}
          </Button>
          <Button
            icon={<ClearOutlined />}
            onClick={() => {
              setText('');
              setResults(null);
              setProblem(null);
            }}
          >
            {t('clear')}
          </Button>
          <Button icon={<FileExcelOutlined />} disabled={!results?.length} onClick={() => void exportXlsx()}>
            {t('export')}
          </Button>
        </Flex>
        {problem && <Alert type="error" showIcon message={problem} data-testid="barcode-problem" />}
        {summary && <Alert type={summary.problems ? 'warning' : 'success'} showIcon message={t('summary', summary)} />}
        {results && (
          <Table<BarcodeResult>
            size="small"
            rowKey="line"
            columns={columns}
            dataSource={results}
            pagination={results.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={wide ? { x: 'max-content' } : undefined}
            data-testid="barcode-results"
          />
        )}
      </Flex>
    </Card>
  );
}
