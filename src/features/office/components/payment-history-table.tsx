import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Operation } from '@/lib/api-contract/generated/api-types.ts';
import type { MoneyFormatter } from '@/lib/money/use-money-format';

import { useDateTimeFormat } from '../format-when';
import { MovementCells } from './movement-cells';

/** A row's height before it is measured (one line of text with the table's padding). */
const ROW_ESTIMATE = 49;
/** Rows kept above and below the window: a fast scroll shows rows, not a gap. */
const OVERSCAN = 12;
/**
 * The window's height before it is measured (the platform's render, hydration's first render):
 * the first rows are in the page's markup, and hydration renders the same ones.
 */
const FIRST_WINDOW = { width: 0, height: 900 } as const;

/** An operation's row: a transaction touches an account once. */
export const operationKey = (op: Operation): string => `${op.id}:${op.account_id}`;

// jsdom (route tests, the bench) lays nothing out: a row measured at 0 px keeps its estimate, or
// every row of the list would seem to fit in the window and all of them would be rendered.
const measureRow = (row: Element): number => row.getBoundingClientRect().height || ROW_ESTIMATE;

/**
 * The payment history's operations as a table: date, operation, amount (signed: money in is +)
 * and the account's balance after it. Only the rows in the window (and a few around them) are in
 * the DOM, so a history of thousands of operations renders as fast as one page; the table says
 * how many rows it has (aria-rowcount) and each row where it stands (aria-rowindex).
 */
export function PaymentHistoryTable({
  operations,
  money,
  markOf,
  receiptOf,
}: {
  readonly operations: readonly Operation[];
  readonly money: MoneyFormatter;
  /** The currency mark of an ISO code (symbol, else the code). */
  readonly markOf: (iso: string) => string;
  /** Where an operation's receipt is (office_paycheck), when the office has receipts. */
  readonly receiptOf?: (op: Operation) => string;
}) {
  const { t } = useTranslation(['office', 'common']);
  const when = useDateTimeFormat();
  const body = useRef<HTMLTableSectionElement>(null);
  const [top, setTop] = useState(0);
  // The spacers' heights are style attributes, which the pages' CSP refuses in the platform's
  // markup: they are drawn once the table is in the browser (below the first rows, so nothing
  // on screen moves).
  const [placed, setPlaced] = useState(false);
  useLayoutEffect(() => {
    const at = body.current?.getBoundingClientRect().top ?? 0;
    setTop(at + window.scrollY);
    setPlaced(true);
  }, []);
  // The app does not run the React Compiler; the virtualizer re-renders this table itself.

  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: operations.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    initialRect: FIRST_WINDOW,
    scrollMargin: top,
    measureElement: measureRow,
    getItemKey: (index) => {
      const op = operations[index];
      return op ? operationKey(op) : index;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start - top : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - top) : 0;
  const kindOf = (kind: string) =>
    t(`office_operation_${kind}`, { defaultValue: t('office_operation_unknown') });

  return (
    <table
      className="money-table money-table--stack history-table"
      aria-rowcount={operations.length + 1}
    >
      <caption className="visually-hidden">{t('office_history_caption')}</caption>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">{t('office_col_date')}</th>
          <th scope="col">{t('office_history_col_operation')}</th>
          <th scope="col" className="money-table__amount">
            {t('office_col_amount')}
          </th>
          <th scope="col" className="money-table__amount">
            {t('office_history_col_balance')}
          </th>
        </tr>
      </thead>
      <tbody ref={body}>
        {placed && before > 0 && (
          <tr className="history-table__spacer" aria-hidden="true">
            <td colSpan={4} style={{ blockSize: before }} />
          </tr>
        )}
        {rows.map((row) => {
          const op = operations[row.index];
          if (!op) return null;
          const mark = op.symbol || markOf(op.currency);
          return (
            <tr
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-rowindex={row.index + 2}
            >
              <td>{when.format(new Date(op.created_at))}</td>
              <td>
                {receiptOf ? (
                  <Link
                    to={receiptOf(op)}
                    aria-label={t('office_history_receipt_of', {
                      operation: kindOf(op.kind),
                      id: op.id,
                    })}
                  >
                    {kindOf(op.kind)}
                  </Link>
                ) : (
                  kindOf(op.kind)
                )}
              </td>
              <MovementCells amount={op.amount} balance={op.balance} mark={mark} money={money} />
            </tr>
          );
        })}
        {placed && after > 0 && (
          <tr className="history-table__spacer" aria-hidden="true">
            <td colSpan={4} style={{ blockSize: after }} />
          </tr>
        )}
      </tbody>
    </table>
  );
}
