import { StrictMode, type ComponentType } from 'react';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { strings } from '../strings/zh';
import { PortalProviders } from './portal-providers';

export interface StandalonePage {
  path: string;
  title: string;
  Component: ComponentType;
  /** What the page's menu link carries, for pages that need a query or navigation state to show. */
  link?: { search?: string; state?: unknown };
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

/** The minimal shell a remote runs in alone: the same providers as the host, and its own pages. */
export function StandaloneShell({ app, pages }: { app: string; pages: StandalonePage[] }) {
  const first = pages[0];
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
          <Routes>
            {pages.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            {first && <Route path="*" element={<Navigate to={first.path} replace />} />}
          </Routes>
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>
  );
}
