/**
 * Page controls: previous / up to 7 page numbers / next, and the page-size picker. In
 * query-parameter mode each page is a link to the current route with its parameters (a user
 * may open it in a new tab); a plain click stays in the page.
 */
import type { MouseEvent } from 'react';
import { PAGE_SIZE_CHOICES } from './state';
import { pageWindow } from './window';

interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  /** The table's own page size, offered among the choices when it is not one of them. */
  defaultPageSize: number;
  /** Query-parameter mode: the href of each page; undefined for buttons. */
  hrefOf?: (page: number) => string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  idPrefix: string;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Pagination({ page, pageCount, pageSize, defaultPageSize, hrefOf, onPage, onPageSize, idPrefix }: PaginationProps) {
  const choices = [...new Set([...PAGE_SIZE_CHOICES, defaultPageSize, pageSize])].sort((a, b) => a - b);
  const control = (target: number, label: string, text: string, current = false) => {
    const disabled = target < 1 || target > pageCount || (current && target === page);
    const className = `page${current ? ' current' : ''}`;
    if (hrefOf && !disabled) {
      const onClick = (event: MouseEvent) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onPage(target);
      };
      return <a className={className} part="page" href={hrefOf(target)} aria-label={label} onClick={onClick}>{text}</a>;
    }
    return (
      <button
        type="button"
        className={className}
        part="page"
        aria-label={label}
        aria-current={current && target === page ? 'page' : undefined}
        disabled={disabled && !current}
        aria-disabled={current && target === page ? 'true' : undefined}
        onClick={() => {
          if (!disabled) onPage(target);
        }}
      >
        {text}
      </button>
    );
  };
  return (
    <div className="pager" part="pagination">
      <nav aria-label="Pagination">
        <ul className="pages">
          <li>{control(page - 1, 'Previous page', '‹')}</li>
          {pageWindow(page, pageCount).map((n) => (
            <li key={n}>{control(n, `Page ${n}`, String(n), true)}</li>
          ))}
          <li>{control(page + 1, 'Next page', '›')}</li>
        </ul>
      </nav>
      <label className="page-size" htmlFor={`${idPrefix}-size`}>
        Rows per page
        <select
          id={`${idPrefix}-size`}
          part="page-size"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {choices.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
    </div>
  );
}
