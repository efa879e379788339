import styled from 'styled-components';

// Drawn in the merchant's theme, so it follows the accent like the rest of the page.
export const IllustrationSvg = styled.svg`
  width: min(240px, 70vw);
  height: auto;

  .tint {
    fill: ${({ theme }) => theme.color.accentTint};
  }
  .sheet {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.border};
  }
  .line {
    fill: ${({ theme }) => theme.color.border};
  }
  .accent {
    fill: ${({ theme }) => theme.color.brand};
  }
  .lens {
    fill: ${({ theme }) => theme.color.surface};
    fill-opacity: 0.85;
    stroke: ${({ theme }) => theme.color.brand};
  }
  .handle {
    stroke: ${({ theme }) => theme.color.brand};
  }
  .wave {
    fill: none;
    stroke: ${({ theme }) => theme.color.brand};
  }
  .gap {
    stroke: ${({ theme }) => theme.color.surface};
  }
  .cut {
    stroke: ${({ theme }) => theme.color.danger};
  }
`;
