import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.color.accentTint};
  border-top-color: ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

/** A centred spinner with an accessible label. */
export function Spinner({ label }: { label: string }) {
  return (
    <Center role="status" aria-label={label}>
      <Ring />
    </Center>
  );
}
