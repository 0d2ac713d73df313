/**
 * The counter (/apps/pos): keyboard first. The barcode field keeps the focus (a USB scanner types digits and
 * Enter: the product is added, or counted once more); an unknown barcode is said in red with a beep. Products
 * can be found by name, part no. or model. Pay (F9) posts the sale to posSales, whose postings take the stock
 * out in the same step; a refusal ("Only 2 left of ...") keeps the cart as it was. Hold (F8) puts the cart
 * aside per user in this browser, to resume later.
 */
import BarcodeOutlined from '@ant-design/icons/es/icons/BarcodeOutlined';
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import PauseCircleOutlined from '@ant-design/icons/es/icons/PauseCircleOutlined';
import { Badge, Button, Card, Col, Flex, Input, Row, Space, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useBoundSchema, useSettings } from '../../src/crud/master-data/useBoundSchema';
import { errorText, HttpStatusError } from '../../src/http/errors';
import { getUser } from '../../src/providers/session';
import { bangkokDateTime } from '../../src/schema/expression/date-math';
import { fieldOptions } from '../../src/schema/meta/describe';
import type { Data } from '../../src/schema/expression/expression';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { usePostSale, useProductByBarcode } from './api';
import { beep } from './beep';
import { addProduct, canPay, refusedProducts, removeLine, saleRecord, saleTotals, scannedCode, setQuantity } from './cart';
import type { CartLine, Customer, Payment, PosProduct } from './cart';
import { CartTable } from './CartTable';
import { HeldDrawer } from './HeldDrawer';
import { holdSale, readHeld, takeHeld, type HeldSale } from './held';
import { usePosText } from './i18n';
import { PaymentPanel } from './PaymentPanel';
import { ProductSearch } from './ProductSearch';
import { Receipt } from './Receipt';
import { ScreenHeading } from '../ScreenHeading';

const NO_CUSTOMER: Customer = { name: '', phone: '' };
const CASH: Payment = { type: 'cash', cashReceived: null };
const NO_SETTINGS: Data = {};
const isTyping = (el: Element | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

export default function PosPage({ registry }: { registry: SchemaRegistry }) {
  const schema = registry.byName.get('posSales');
  return schema ? <Counter schema={schema} /> : null;
}

function Counter({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = usePosText();
  const bound = useBoundSchema(schema);
  const user = getUser();
  const username = user?.username ?? '';
  const [lines, setLines] = useState<CartLine[]>([]);
  const [payment, setPayment] = useState<Payment>(CASH);
  const [customer, setCustomer] = useState<Customer>(NO_CUSTOMER);
  const branchField = schema.fields.find((f) => f.name === 'branch');
  const branches = useMemo(() => (branchField ? fieldOptions(schema, branchField, lang) : []), [schema, branchField, lang]);
  const [branch, setBranch] = useState(() => String(branchField?.default ?? branches[0]?.value ?? ''));
  const [scan, setScan] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The lines the last refusal named, shown while the cart is the one that was refused.
  const [refused, setRefused] = useState<{ lines: CartLine[]; products: Set<number> } | null>(null);
  const [paying, setPaying] = useState(false);
  const [sale, setSale] = useState<Data | null>(null);
  const [held, setHeld] = useState<HeldSale[]>(() => readHeld(localStorage, username));
  const [heldOpen, setHeldOpen] = useState(false);
  const scanRef = useRef<InputRef>(null);
  const searchRef = useRef<{ focus: () => void } | null>(null);

  const settings = useSettings() ?? NO_SETTINGS;
  const productByBarcode = useProductByBarcode();
  const postSale = usePostSale();
  const vatRate = typeof settings.vatRate === 'number' ? settings.vatRate : 7;
  const focusScan = useCallback(() => window.setTimeout(() => scanRef.current?.focus(), 0), []);

  // The totals do not depend on the day: the sale's date and time are taken when it is paid.
  const totals = useMemo(
    () => saleTotals(bound, saleRecord({ lines, payment, customer, branch, date: '', time: '' })),
    [bound, lines, payment, customer, branch],
  );
  // Quantity boxes holding what is not a quantity, with the quantity the line had then: a scan or a button that
  // changes the line since replaces the typed text, and the sale waits while any is left.
  const [typedQty, setTypedQty] = useState<ReadonlyMap<number, { text: string; quantity: number }>>(new Map());
  const unreadQty = useMemo(
    () =>
      new Map(
        lines
          .filter((l) => typedQty.get(l.product)?.quantity === l.quantity)
          .map((l) => [l.product, typedQty.get(l.product)!.text]),
      ),
    [lines, typedQty],
  );
  const payable = canPay(lines, payment, totals.grandTotal) && !paying && unreadQty.size === 0;

  const add = useCallback((p: PosProduct) => {
    setLines((ls) => addProduct(ls, p));
    setLastAdded(p.name);
    setScanError(null);
    setError(null);
  }, []);

  const onScan = async () => {
    const text = scan.trim();
    if (!text) return;
    setScan('');
    const code = scannedCode(text);
    const inCart = code ? lines.find((l) => l.barcode === code) : undefined;
    if (inCart) {
      setLines((ls) => setQuantity(ls, inCart.product, inCart.quantity + 1));
      setLastAdded(inCart.name);
      setScanError(null);
      return;
    }
    try {
      const product = code ? await productByBarcode(code) : null;
      if (product) return add(product);
      setScanError(t('notFound', { code: text }));
      setLastAdded(null);
      beep();
    } catch (e) {
      setScanError(errorText(e));
      beep();
    }
  };

  const pay = async () => {
    if (!payable) return;
    setPaying(true);
    setError(null);
    try {
      const now = bangkokDateTime(Date.now());
      setSale(await postSale(saleRecord({ lines, payment, customer, branch, date: now.slice(0, 10), time: now.slice(11, 16) })));
      setLines([]);
      setCustomer(NO_CUSTOMER);
      setPayment(CASH);
      setLastAdded(null);
    } catch (e) {
      // Nothing was written: the cart stays as it is, to fix the quantity and pay again.
      setError(errorText(e));
      setRefused({ lines, products: refusedProducts(lines, e instanceof HttpStatusError ? e.errors : undefined) });
      beep();
    } finally {
      setPaying(false);
      focusScan();
    }
  };

  const hold = () => {
    if (!lines.length) return;
    setHeld(holdSale(localStorage, username, { at: new Date().toISOString(), lines, customer }));
    setLines([]);
    setCustomer(NO_CUSTOMER);
    setPayment(CASH);
    setError(null);
    setLastAdded(t('heldSaved'));
    focusScan();
  };

  const resume = (id: string) => {
    const { sale: h, list } = takeHeld(localStorage, username, id);
    setHeld(list);
    if (h) {
      setLines(h.lines);
      setCustomer(h.customer ?? NO_CUSTOMER);
    }
    setHeldOpen(false);
  };

  // Keyboard: F9 pay, F8 hold, F2 find, Esc back to scan; digits typed outside a field go to the scan field.
  const onPayKey = useEffectEvent(() => void pay());
  const onHoldKey = useEffectEvent(() => hold());
  useEffect(() => {
    if (sale) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F9') {
        e.preventDefault();
        onPayKey();
      } else if (e.key === 'F8') {
        e.preventDefault();
        onHoldKey();
      } else if (e.key === 'F2') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === 'Escape') focusScan();
      else if (/^\d$/.test(e.key) && !isTyping(document.activeElement)) scanRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sale, focusScan]);

  if (sale)
    return (
      <Receipt
        sale={sale}
        settings={settings}
        vatRate={vatRate}
        cashierName={user?.fullName ?? username}
        branchLabel={branches.find((b) => b.value === sale.branch)?.label ?? String(sale.branch ?? '')}
        onNewSale={() => {
          setSale(null);
          focusScan();
        }}
      />
    );

  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card
          className="pos-counter"
          title={
            <Space>
              <ScreenHeading>{t('title')}</ScreenHeading>
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {t('items', { count })}
              </Typography.Text>
            </Space>
          }
          extra={
            <Space wrap>
              <Button icon={<PauseCircleOutlined />} onClick={hold} disabled={!lines.length}>
                {t('hold')} (F8)
              </Button>
              <Badge count={held.length} size="small">
                <Button icon={<InboxOutlined />} onClick={() => setHeldOpen(true)}>
                  {t('held', { count: held.length })}
                </Button>
              </Badge>
            </Space>
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              ref={scanRef}
              autoFocus
              size="large"
              aria-label={t('scan')}
              placeholder={t('scanPlaceholder')}
              prefix={<BarcodeOutlined />}
              inputMode="numeric"
              autoComplete="off"
              value={scan}
              status={scanError ? 'error' : undefined}
              style={{ fontFamily: 'monospace', fontSize: 20, ...(scanError ? { background: '#fff1f0' } : {}) }}
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={() => void onScan()}
            />
            {scanError ? (
              <Typography.Text type="danger" strong role="alert" style={{ fontSize: 18 }}>
                {scanError}
              </Typography.Text>
            ) : (
              <Typography.Text type="success" aria-live="polite">
                {lastAdded ? t('added', { name: lastAdded }) : ' '}
              </Typography.Text>
            )}
            <ProductSearch
              ref={searchRef}
              onPick={(p) => {
                add(p);
                focusScan();
              }}
            />
            <CartTable
              lines={lines}
              amounts={totals.amounts}
              flagged={refused?.lines === lines ? refused.products : undefined}
              onQuantity={(id, q) => setLines((ls) => setQuantity(ls, id, q))}
              unread={unreadQty}
              onUnread={(id, text) =>
                setTypedQty((m) => {
                  const next = new Map(m);
                  const line = lines.find((l) => l.product === id);
                  if (text === null || !line) next.delete(id);
                  else next.set(id, { text, quantity: line.quantity });
                  return next;
                })
              }
              onRemove={(id) => setLines((ls) => removeLine(ls, id))}
              onDone={focusScan}
            />
            <Flex justify="space-between" wrap gap={8}>
              <Typography.Text type="secondary">{t('shortcuts')}</Typography.Text>
              <Button icon={<ClearOutlined />} onClick={() => setLines([])} disabled={!lines.length}>
                {t('clear')}
              </Button>
            </Flex>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card>
          <PaymentPanel
            totals={totals}
            vatRate={vatRate}
            payment={payment}
            onPayment={setPayment}
            customer={customer}
            onCustomer={setCustomer}
            branch={branch}
            branches={branches}
            onBranch={setBranch}
            payable={payable}
            paying={paying}
            onPay={() => void pay()}
            error={error}
          />
        </Card>
      </Col>
      <HeldDrawer
        open={heldOpen}
        held={held}
        cartEmpty={!lines.length}
        onClose={() => setHeldOpen(false)}
        afterClose={focusScan}
        onResume={resume}
        onDiscard={(id) => setHeld(takeHeld(localStorage, username, id).list)}
      />
    </Row>
  );
}
