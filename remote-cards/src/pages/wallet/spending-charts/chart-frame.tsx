import type { ReactNode } from 'react';
import styled from 'styled-components';

const Figure = styled.figure`
  min-width: 0;
  margin: 0;

  & figcaption {
    margin-bottom: 8px;
    color: ${({ theme }) => theme.color.text};
    font-size: 14px;
    font-weight: 500;
  }
  & svg {
    display: block;
    overflow: visible;
  }
`;

/** A chart with its visible title; the drawing inside names itself for screen readers. */
export function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      {children}
    </Figure>
  );
}
