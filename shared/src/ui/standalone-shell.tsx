import { StrictMode, useEffect, Suspense, lazy, type ComponentType } from 'react';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitle, useDocumentTitle } from '../routing/document-title';
import { PAGE_LIST, pageSource, pagesOf, withTexts, type PageEntry, type RemoteName } from '@portal/shared/boot';
import { strings } from '../strings/zh';
import { applyStoredLocale } from '../locale/locale-state';
import { PortalProviders } from './portal-providers';
import { Spinner } from './spinner';

export interface StandalonePage {
  path: string;
  title: string;
  Component: ComponentType;
  /** What the page's menu link carries, for pages that need a query or navigation state to show. */
  link?: { search?: string; state?: unknown };
}

/**
 * Loads a page of the remote by its file under `src/` without extension, its `pageSource`
 * (`pages/card-list/card-list-page` for `./CardList`); the file's default export is the page.
 */
export type LoadPageModule = (fileName: string) => Promise<{ default: ComponentType }>;

/** A remote's standalone pages: those the page list gives it, each loaded when first shown. */
export function standalonePages(
  remote: RemoteName,
  load: LoadPageModule,
  list: readonly PageEntry[] = PAGE_LIST,
): StandalonePage[] {
  return pagesOf(remote, list).map((page) => ({
    path: page.path,
    // Read when shown, in the reader's language of that moment.
    get title() {
      return pageTitle(page);
    },
    Component: lazy(() => withTexts(load(pageSource(page.module)))),
    link: page.standaloneLink,
  }));
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  padding: 12px 16px;
  background: ${({ theme }) => theme.color.accentTint};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: 14px;

  a.active {
    font-weight: 600;
  }
`;

function TitledPage({ page }: { page: StandalonePage }) {
  useDocumentTitle(page.title);
  return <page.Component />;
}

/** The minimal shell a remote runs in alone: the same providers as the host, and its own pages. */
export function StandaloneShell({ app, pages }: { app: string; pages: StandalonePage[] }) {
  const first = pages[0];
  useEffect(applyStoredLocale, []);
  return (
    <StrictMode>
      <PortalProviders>
        <BrowserRouter>
          <Bar aria-label={`${app} ${strings.standalone.banner}`}>
            <strong>
              {app} · {strings.standalone.banner}
            </strong>
            {pages.map((page) => (
              <NavLink key={page.path} to={{ pathname: page.path, search: page.link?.search }} state={page.link?.state}>
                {page.title}
              </NavLink>
            ))}
          </Bar>
          <Suspense fallback={<Spinner label={strings.remote.loading} />}>
            <Routes>
              {pages.map((page) => (
                <Route key={page.path} path={page.path} element={<TitledPage page={page} />} />
              ))}
              {first && <Route path="*" element={<Navigate to={first.path} replace />} />}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>
  );
}
