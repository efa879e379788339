import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, TextField, notify, useDataContext, useSubmit } from '@portal/shared';
import { setCardNickname } from '@portal/shared/signed-in';
import type { CardDetails } from '@portal/shared/contract';
import { nicknameMessage } from '../../cards/nickname-problem';
import { cardStrings as text } from '../../strings';
import { FormFooter } from '../../ui/form-footer';
import { FormColumn } from '../../ui/form-layout';
import { Panel } from '../../ui/panel';

const t = text.nickname;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

const Name = styled.strong<{ $none: boolean }>`
  min-width: 0;
  color: ${({ theme, $none }) => ($none ? theme.color.textMuted : theme.color.text)};
  font-weight: ${({ $none }) => ($none ? 400 : 600)};
  overflow-wrap: anywhere;
`;

function NicknameForm({ card, onClose }: { card: CardDetails; onClose: () => void }) {
  const context = useDataContext();
  const [value, setValue] = useState(card.nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSubmit({
    draft: `card-nickname.${card.id}`,
    keep: ['nickname'],
    send: ({ nickname }: { nickname: string }) => setCardNickname(context, card.id, nickname),
    onDone: (saved) => {
      notify.success(saved.nickname ? t.saved : t.cleared);
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nicknameMessage(value);
    setError(problem);
    if (!problem) void save.submit({ nickname: value.trim() });
  }

  return (
    <FormColumn onSubmit={submit} noValidate>
      <TextField
        label={t.label}
        hint={t.hint}
        error={error}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <FormFooter submission={save} submitLabel={t.save} onCancel={onClose} />
    </FormColumn>
  );
}

/** The card's own name: shown on its page, set, changed or cleared in a small dialog. */
export function CardNickname({ card }: { card: CardDetails }) {
  const [editing, setEditing] = useState(false);
  const deleted = card.status === 'CARD_STATUS_DELETE';
  return (
    <Panel aria-label={t.label}>
      <Row>
        <Label>{t.label}</Label>
        <Name $none={!card.nickname}>{card.nickname ?? t.none}</Name>
        {!deleted && (
          <Button type="button" variant="text" onClick={() => setEditing(true)}>
            {card.nickname ? t.edit : t.add}
          </Button>
        )}
      </Row>
      <Dialog open={editing} onClose={() => setEditing(false)} title={card.nickname ? t.edit : t.add}>
        {editing && <NicknameForm card={card} onClose={() => setEditing(false)} />}
      </Dialog>
    </Panel>
  );
}
