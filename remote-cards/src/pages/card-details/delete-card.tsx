import { useState } from 'react';
import { Button, Dialog, notify, useDataContext, useSubmit } from '@portal/shared';
import { deleteCard, formatMoney } from '@portal/shared/signed-in';
import type { CardDetails } from '@portal/shared/contract';
import { cardStrings as text } from '../../strings';
import { ConfirmForm } from '../../ui/confirm-form';

/** Cards the API deletes: a usable or frozen one (its balance returns to the wallet) and a failed one. */
const DELETABLE = new Set(['CARD_STATUS_NORMAL', 'CARD_STATUS_FREEZE', 'CARD_STATUS_FAIL']);

function ConfirmDelete({ card, onClose }: { card: CardDetails; onClose: () => void }) {
  const context = useDataContext();
  const removal = useSubmit({
    draft: `card-delete.${card.id}`,
    send: () => deleteCard(context, card.id),
    onDone: () => {
      notify.success(text.deletion.requested);
      onClose();
    },
  });
  return (
    // The failure is left out: offline the notice says 数据已保存, not the client's words for a DELETE.
    <ConfirmForm submission={{ ...removal, error: null }} submitLabel={text.deletion.submit} onCancel={onClose}>
      {text.deletion.body(card.last4, `${formatMoney(card.balance)} ${card.currency}`)}
    </ConfirmForm>
  );
}

/** 删除卡片 where the API allows it, behind a confirmation that says where the balance goes. */
export function DeleteCard({ card }: { card: CardDetails }) {
  const [open, setOpen] = useState(false);
  if (!DELETABLE.has(card.status)) return null;
  return (
    <>
      <Button type="button" variant="text" onClick={() => setOpen(true)}>
        {text.deletion.open}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={text.deletion.title}>
        <ConfirmDelete card={card} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
