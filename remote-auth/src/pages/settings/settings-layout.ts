import styled from 'styled-components';

const PHONE = '@media (max-width: 600px)';

/** The screen's cards, one above the other, the page's whole width like every other page. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Section = styled.section`
  padding: 4px 24px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};

  ${PHONE} {
    padding: 0 16px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  padding: 16px 0 8px;
  color: ${({ theme }) => theme.color.text};
  font-size: 16px;
  font-weight: 600;
`;

/** One setting: what it is (and a line about it) on the left, its action on the right. */
export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 64px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  ${PHONE} {
    gap: 12px;
  }
`;

export const RowText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const RowTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: 15px;
  font-weight: 500;
`;

export const RowHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  line-height: 1.5;
`;

/** Label and value pairs of the account: side by side, the label in a fixed column. */
export const Facts = styled.dl`
  margin: 0;

  div {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 14px 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    flex: none;
    width: 120px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    flex: 1;
    min-width: 0;
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    /* Breaks inside a word only when nothing else fits (a very long address). */
    overflow-wrap: break-word;
  }

  ${PHONE} {
    dt {
      width: 64px;
    }
  }
`;

/** A value the user has not set yet (未绑定). */
export const Unset = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A dialog's buttons, under its form; full width and stacked on a phone. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 4px;

  ${PHONE} {
    flex-direction: column-reverse;

    button {
      width: 100%;
    }
  }
`;

/** A line of a dialog that explains rather than asks. */
export const DialogText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  line-height: 1.6;
  overflow-wrap: anywhere;
`;
