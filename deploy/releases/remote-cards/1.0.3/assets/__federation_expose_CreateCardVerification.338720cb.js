"use strict";(self.webpackChunkremote_cards=self.webpackChunkremote_cards||[]).push([[967],{4617(e,t,a){a.d(t,{W:()=>x});var n=a(6041),r=a(1736),i=a(5880),o=a(6252),c=a(8954),l=a(9639),s=a(7615);function d({action:e,card:t,onClose:a}){const r=(0,i.useDataContext)(),d=(0,i.useSubmit)({draft:`card-status.${t.id}`,send:()=>e===c.UPDATE_CARD_STATUS.freeze?(0,o.freezeCard)(r,t):(0,o.updateCardStatus)(r,t.id,e).then(()=>"sent"),onDone:t=>{"queued"===t?i.notify.info(l.p.actions.queued):i.notify.success(`${l.p.actions.requested[e]}，${l.p.actions.settling}`),a()}});return(0,n.jsxs)(s.P,{onSubmit:e=>{e.preventDefault(),d.submit({})},children:[(0,n.jsx)("p",{children:l.p.actions.confirmBody[e](t.last4)}),(0,n.jsx)(i.ResubmitNotice,{waiting:d.waiting,online:d.online,pending:d.pending,error:d.error}),(0,n.jsxs)(s.I,{children:[(0,n.jsx)(i.Button,{type:"button",variant:"secondary",onClick:a,children:l.p.cancel}),(0,n.jsx)(i.Button,{type:"submit",loading:d.pending,children:l.p.actions[e]})]})]})}const u=a(8801).default.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;function p({last4:e,variant:t,onCancel:a}){return(0,n.jsxs)(u,{children:[(0,n.jsx)("span",{role:"status",children:(0,n.jsx)(o.StatusTag,{color:"gold",children:l.p.actions.pending})}),(0,n.jsx)(i.Button,{type:"button",variant:t,"aria-label":l.p.actions.cancelPendingLabel(e),onClick:a,children:l.p.actions.cancelPending})]})}function x({card:e,variant:t="text"}){const[a,s]=(0,r.useState)(null),u=(0,i.useDataContext)(),x=(0,o.useQueuedFreeze)(e.id),h=(0,c.cardActions)(e.status);return x&&"CARD_STATUS_NORMAL"===e.status?(0,n.jsx)(p,{last4:e.last4,variant:t,onCancel:()=>{(0,o.cancelQueuedFreeze)(u,e.id),i.notify.info(l.p.actions.cancelled)}}):0===h.length?null:(0,n.jsxs)(n.Fragment,{children:[h.map(a=>(0,n.jsx)(i.Button,{type:"button",variant:t,"aria-label":`${l.p.actions[a]} ${l.p.cards.maskedLabel(e.last4)}`,onClick:()=>s(a),children:l.p.actions[a]},a)),(0,n.jsx)(i.Dialog,{open:null!==a,onClose:()=>s(null),title:a?l.p.actions.confirmTitle[a]:"",children:a&&(0,n.jsx)(d,{action:a,card:e,onClose:()=>s(null)})})]})}},8777(e,t,a){a.d(t,{D:()=>l,b:()=>c});var n=a(6041),r=a(6252),i=a(8954),o=a(4603);function c({status:e}){const t=i.CARD_STATUSES[e]?.color??"default";return(0,n.jsx)(r.StatusTag,{color:t,children:o.M.cardStatus[e]??e})}function l({status:e}){const t=i.CARD_TRANSACTION_STATUSES[e]?.color??"default";return(0,n.jsx)(r.StatusTag,{color:t,children:o.M.cardTransactionStatus[e]??e})}},4603(e,t,a){var n=a(5880),r=a(8954);const i=e=>Object.fromEntries(Object.entries(e).map(([e,{label:t}])=>[e,t])),o={cardStatus:i(r.CARD_STATUSES),cardTransactionStatus:i(r.CARD_TRANSACTION_STATUSES),cardTransactionType:{...r.CARD_TRANSACTION_TYPES},walletTransactionType:{...r.WALLET_TRANSACTION_TYPES}},c=(0,n.defineCatalogue)("remote-cards/contract-labels",o,()=>a.e(825).then(()=>a(5294)));a.d(t,["M",0,c])},7471(e,t,a){a.r(t),a.d(t,{default:()=>S});var n=a(6041),r=a(7184),i=a(5880),o=a(6252),c=a(8954),l=a(1003),s=a(4390),d=a(9639),u=a(5757),p=a(7615),x=a(105),h=a(3142),f=a(2736),m=a(6829),g=a(7665),b=a(3285);const j=d.p.createCard;function y({order:e,product:t}){const a=(0,i.useDataContext)(),s=(0,r.useNavigate)(),d=(0,l.j)(),x=(0,g.s8)(t,e.amount,e.quantity),h=e=>`${(0,o.formatMoney)(e)} ${t.currency}`,f=e.quantity>1,b=(0,i.useSubmit)({draft:"create-card",keep:["productId","quantity","amount"],send:async({productId:e,quantity:t,amount:n,trx_password:r},i)=>{const c={idempotencyKey:i,trxPassword:r};return 1===t?{card:await(0,o.openCard)(a,{product_id:e,amount:n},c)}:(await(0,o.startBatchCreate)(a,{product_id:e,quantity:t,amount:n},c),{card:null})},onRefused:e=>{d.noteRefusal(e),e.code===c.PROFILE_REQUIRED_CODE&&s(i.PATHS.createCardSecondaryVerification)},onDone:({card:t})=>{(0,g.Uy)(),t?(i.notify.success(j.openedOne),s((0,m.k)(t.id),{replace:!0})):(i.notify.success(j.startedBatch(e.quantity)),s(i.PATHS.card,{replace:!0}))}});return(0,n.jsxs)(p.P,{noValidate:!0,onSubmit:t=>{!async function(t){t.preventDefault(),d.check()&&await b.submit({...e,trx_password:d.value})}(t)},children:[(0,n.jsxs)(u.l,{"aria-label":j.summaryLabel,children:[(0,n.jsx)("dt",{children:j.productLabel}),(0,n.jsxs)("dd",{children:[t.name,"（",t.currency,"）"]}),(0,n.jsx)("dt",{children:j.quantity}),(0,n.jsx)("dd",{children:j.cards(e.quantity)}),(0,n.jsx)("dt",{children:j.amount}),(0,n.jsx)("dd",{children:h(e.amount)}),(0,n.jsx)("dt",{children:j.openFee}),(0,n.jsx)("dd",{children:h(x.openFee)}),(0,n.jsx)("dt",{children:j.firstRechargeFee}),(0,n.jsx)("dd",{children:h(x.rechargeFee)}),(0,n.jsx)("dt",{children:j.total}),(0,n.jsx)("dd",{children:h(x.total)})]}),(0,n.jsx)(l.M,{...d.field}),(0,n.jsx)(i.ResubmitNotice,{waiting:b.waiting,online:b.online,pending:b.pending,error:b.error}),(0,n.jsxs)(p.I,{children:[(0,n.jsx)(i.Button,{type:"button",variant:"secondary",onClick:()=>s(i.PATHS.createCard),children:j.back}),(0,n.jsx)(i.Button,{type:"submit",loading:b.pending,children:f?j.submitBatch(e.quantity):j.submitOne})]})]})}const S=function(){const e=(0,g.Rx)(),t=(0,o.useOpenedAvailable)().data?.products,a=e&&t?.find(t=>t.id===e.productId),c=(0,o.useCardholderProfile)().data;let l;return l=e?t?a?a.needs_profile&&c&&!c.profile?(0,n.jsx)(r.Navigate,{to:i.PATHS.createCardSecondaryVerification,replace:!0}):(0,n.jsx)(y,{order:e,product:a}):(0,n.jsx)(f.pp,{message:j.noProducts,action:(0,n.jsx)(r.Link,{to:i.PATHS.createCard,children:j.toStart})}):(0,n.jsx)(f.Gu,{}):(0,n.jsx)(f.pp,{message:j.noOrder,action:(0,n.jsx)(r.Link,{to:i.PATHS.createCard,children:j.toStart})}),(0,n.jsx)(s.b,{title:i.strings.pages.createCardVerification,children:(0,n.jsxs)(h.ix,{children:[(0,n.jsx)(x.D,{}),(0,n.jsx)(b.g,{current:"verify",withProfile:a?.needs_profile}),(0,n.jsx)(h.Zk,{children:l})]})})}},1003(e,t,a){a.d(t,{M:()=>u,j:()=>p});var n=a(6041),r=a(1736),i=a(8801),o=a(5880),c=a(6252),l=a(8954);const s=a(9639).p.trxPassword,d=i.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;

  & p {
    margin: 0;
  }
`;function u({value:e,onValueChange:t,onBlur:a,error:r,notSet:i}){const l=(0,c.useAccountInfo)().data?.email??null;return(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)(o.PasswordField,{label:s.label,hint:s.hint,autoComplete:"off",maxLength:10,value:e,error:r??void 0,onChange:e=>t(e.target.value),onBlur:a}),(0,n.jsxs)(d,{children:[i&&(0,n.jsx)("p",{role:"alert",children:s.notSet}),(0,n.jsx)(o.Button,{type:"button",variant:"text",onClick:()=>{!async function(){if(l)try{await(0,o.sendResetLink)(l,"FORGET_TRX_PASSWORD"),o.notify.success(s.linkSent(l))}catch{}else o.notify.error(s.noEmail)}()},children:i?s.sendLink:s.forgot})]})]})}function p(){const[e,t]=(0,r.useState)(""),[a,n]=(0,r.useState)(null),[i,c]=(0,r.useState)(!1);return{value:e,check:()=>{const t=(0,o.validate)("transactionPassword",e);return n(t),null===t},noteRefusal:e=>c(e.code===l.TRX_PASSWORD_NOT_SET_CODE),field:{value:e,error:a,notSet:i,onValueChange:e=>{t(e),n(null)}}}}},6829(e,t,a){a.d(t,{x:()=>b,k:()=>g});var n=a(6041),r=a(7184),i=a(8801),o=a(5880),c=a(6252),l=a(4617),s=a(8777),d=a(9639),u=a(8131);const p=(0,i.default)(r.Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 8px;
  border-radius: ${({theme:e})=>e.radius};
  color: ${({theme:e})=>e.color.accent};
  font-size: 15px;
  text-decoration: none;

  &:hover {
    background: ${({theme:e})=>e.color.accentTint};
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
`,x=d.p.cards.columns,h=(0,i.default)(r.Link)`
  color: ${({theme:e})=>e.color.text};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.5px;
  text-decoration: none;

  &:hover {
    color: ${({theme:e})=>e.color.accent};
    text-decoration: underline;
  }
`,f=i.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  justify-content: flex-end;
  width: 100%;
`,m=i.default.td`
  width: 40px;

  & input {
    width: 18px;
    height: 18px;
    accent-color: ${({theme:e})=>e.color.accentLine};
  }
`,g=e=>`${o.PATHS.cardDetails}?id=${encodeURIComponent(e)}`;function b({cards:e,selected:t,onSelect:a,busy:r}){const i=e.length>0&&e.every(e=>t.has(e.id));return(0,n.jsx)(u.A,{children:(0,n.jsxs)(u.b,{"aria-label":d.p.cards.listLabel,"aria-busy":r||void 0,children:[(0,n.jsx)("thead",{children:(0,n.jsxs)("tr",{children:[(0,n.jsx)("th",{scope:"col",children:(0,n.jsx)("input",{type:"checkbox","aria-label":d.p.cards.selectAll,checked:i,onChange:t=>a(e.map(e=>e.id),t.target.checked)})}),(0,n.jsx)("th",{scope:"col",children:x.card}),(0,n.jsx)("th",{scope:"col",children:x.currency}),(0,n.jsx)("th",{scope:"col","data-numeric":"",children:x.balance}),(0,n.jsx)("th",{scope:"col",children:x.status}),(0,n.jsx)("th",{scope:"col",children:x.created}),(0,n.jsx)("th",{scope:"col","data-numeric":"",children:x.actions})]})}),(0,n.jsx)("tbody",{children:e.map(e=>(0,n.jsxs)("tr",{children:[(0,n.jsx)(m,{children:(0,n.jsx)("input",{type:"checkbox","aria-label":d.p.cards.select(e.last4),checked:t.has(e.id),onChange:t=>a([e.id],t.target.checked)})}),(0,n.jsx)("td",{"data-label":x.card,children:(0,n.jsx)(h,{to:g(e.id),"aria-label":d.p.cards.maskedLabel(e.last4),children:d.p.cards.masked(e.last4)})}),(0,n.jsx)("td",{"data-label":x.currency,children:e.currency}),(0,n.jsx)("td",{"data-label":x.balance,"data-numeric":"",children:(0,c.formatMoney)(e.balance)}),(0,n.jsx)("td",{"data-label":x.status,children:(0,n.jsx)(s.b,{status:e.status})}),(0,n.jsx)("td",{"data-label":x.created,children:(0,c.formatDateTime)(e.created_at)}),(0,n.jsx)("td",{"data-numeric":"",children:(0,n.jsxs)(f,{children:[(0,n.jsx)(l.W,{card:e}),(0,n.jsx)(p,{to:g(e.id),"aria-label":`${d.p.cards.details} ${d.p.cards.maskedLabel(e.last4)}`,children:d.p.cards.details})]})})]},e.id))})]})})}},7665(e,t,a){a.d(t,{Rx:()=>o,s8:()=>c});var n=a(5880),r=a(9700);const i="create-card:order";function o(){try{const e=JSON.parse((0,n.readStorage)("session",i)??"null");return e&&"string"==typeof e.productId&&"string"==typeof e.amount?!Number.isInteger(e.quantity)||(e.quantity??0)<1?null:{productId:e.productId,quantity:e.quantity,amount:e.amount}:null}catch{return null}}function c(e,t,a){const n=(0,r.chargedFee)(t,e.open_fee),i=(0,r.chargedFee)(t,e.recharge_fee),o=(0,r.floorToDecimals)((0,r.addDecimals)((0,r.addDecimals)(n,i),t),2);return{openFee:n,rechargeFee:i,perCard:o,total:(0,r.floorToDecimals)((0,r.multiplyDecimals)(o,a),2)}}a.d(t,["EH",0,e=>Math.max(0,Math.min(100,e)),"M5",0,e=>(0,n.writeStorage)("session",i,JSON.stringify(e)),"Uy",0,()=>(0,n.writeStorage)("session",i,null)])},3285(e,t,a){a.d(t,{g:()=>c});var n=a(6041),r=a(8801),i=a(9639);const o=r.default.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  font-size: 14px;

  & li {
    display: flex;
    gap: 8px;
    align-items: center;
    color: ${({theme:e})=>e.color.textMuted};
    counter-increment: step;
  }
  & li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border: 1px solid currentColor;
    border-radius: 50%;
    font-size: 13px;
  }
  & li[aria-current='step'] {
    color: ${({theme:e})=>e.color.accent};
    font-weight: 600;
  }
`;function c({current:e,withProfile:t=!1}){const a=t?["order","profile","verify"]:["order","verify"];return(0,n.jsx)("nav",{"aria-label":i.p.createCard.stepsLabel,children:(0,n.jsx)(o,{children:a.map(t=>(0,n.jsx)("li",{"aria-current":t===e?"step":void 0,children:i.p.createCard.steps[t]},t))})})}},8131(e,t,a){var n=a(8801);const r=n.default.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  th,
  td {
    padding: 12px;
    border-bottom: 1px solid ${({theme:e})=>e.color.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${({theme:e})=>e.color.page};
    color: ${({theme:e})=>e.color.textMuted};
    font-weight: 500;
    white-space: nowrap;
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  @media (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${({theme:e})=>e.color.border};
    }
    td {
      display: flex;
      gap: 12px;
      justify-content: space-between;
      align-items: center;
      padding: 6px 4px;
      border: 0;
      text-align: right;
    }
    td[data-numeric] {
      text-align: right;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({theme:e})=>e.color.textMuted};
      text-align: left;
    }
  }
`,i=n.default.div`
  overflow-x: auto;

  @media (max-width: 640px) {
    overflow-x: visible;
  }
`;a.d(t,["A",0,i,"b",0,r])},5757(e,t,a){var n=a(8801);const r=n.default.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: 14px;

  & dt {
    color: ${({theme:e})=>e.color.textMuted};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`,i=(0,n.default)(r)`
  padding: 12px 16px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.page};

  & .total {
    font-weight: 600;
  }
`;a.d(t,["g",0,i,"l",0,r])}}]);