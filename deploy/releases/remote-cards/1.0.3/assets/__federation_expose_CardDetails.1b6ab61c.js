"use strict";(self.webpackChunkremote_cards=self.webpackChunkremote_cards||[]).push([[684],{4617(e,t,n){n.d(t,{W:()=>x});var a=n(6041),r=n(1736),i=n(5880),l=n(6252),o=n(8954),s=n(9639),c=n(7615);function d({action:e,card:t,onClose:n}){const r=(0,i.useDataContext)(),d=(0,i.useSubmit)({draft:`card-status.${t.id}`,send:()=>e===o.UPDATE_CARD_STATUS.freeze?(0,l.freezeCard)(r,t):(0,l.updateCardStatus)(r,t.id,e).then(()=>"sent"),onDone:t=>{"queued"===t?i.notify.info(s.p.actions.queued):i.notify.success(`${s.p.actions.requested[e]}，${s.p.actions.settling}`),n()}});return(0,a.jsxs)(c.P,{onSubmit:e=>{e.preventDefault(),d.submit({})},children:[(0,a.jsx)("p",{children:s.p.actions.confirmBody[e](t.last4)}),(0,a.jsx)(i.ResubmitNotice,{waiting:d.waiting,online:d.online,pending:d.pending,error:d.error}),(0,a.jsxs)(c.I,{children:[(0,a.jsx)(i.Button,{type:"button",variant:"secondary",onClick:n,children:s.p.cancel}),(0,a.jsx)(i.Button,{type:"submit",loading:d.pending,children:s.p.actions[e]})]})]})}const u=n(8801).default.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;function p({last4:e,variant:t,onCancel:n}){return(0,a.jsxs)(u,{children:[(0,a.jsx)("span",{role:"status",children:(0,a.jsx)(l.StatusTag,{color:"gold",children:s.p.actions.pending})}),(0,a.jsx)(i.Button,{type:"button",variant:t,"aria-label":s.p.actions.cancelPendingLabel(e),onClick:n,children:s.p.actions.cancelPending})]})}function x({card:e,variant:t="text"}){const[n,c]=(0,r.useState)(null),u=(0,i.useDataContext)(),x=(0,l.useQueuedFreeze)(e.id),h=(0,o.cardActions)(e.status);return x&&"CARD_STATUS_NORMAL"===e.status?(0,a.jsx)(p,{last4:e.last4,variant:t,onCancel:()=>{(0,l.cancelQueuedFreeze)(u,e.id),i.notify.info(s.p.actions.cancelled)}}):0===h.length?null:(0,a.jsxs)(a.Fragment,{children:[h.map(n=>(0,a.jsx)(i.Button,{type:"button",variant:t,"aria-label":`${s.p.actions[n]} ${s.p.cards.maskedLabel(e.last4)}`,onClick:()=>c(n),children:s.p.actions[n]},n)),(0,a.jsx)(i.Dialog,{open:null!==n,onClose:()=>c(null),title:n?s.p.actions.confirmTitle[n]:"",children:n&&(0,a.jsx)(d,{action:n,card:e,onClose:()=>c(null)})})]})}},8777(e,t,n){n.d(t,{D:()=>s,b:()=>o});var a=n(6041),r=n(6252),i=n(8954),l=n(4603);function o({status:e}){const t=i.CARD_STATUSES[e]?.color??"default";return(0,a.jsx)(r.StatusTag,{color:t,children:l.M.cardStatus[e]??e})}function s({status:e}){const t=i.CARD_TRANSACTION_STATUSES[e]?.color??"default";return(0,a.jsx)(r.StatusTag,{color:t,children:l.M.cardTransactionStatus[e]??e})}},4603(e,t,n){var a=n(5880),r=n(8954);const i=e=>Object.fromEntries(Object.entries(e).map(([e,{label:t}])=>[e,t])),l={cardStatus:i(r.CARD_STATUSES),cardTransactionStatus:i(r.CARD_TRANSACTION_STATUSES),cardTransactionType:{...r.CARD_TRANSACTION_TYPES},walletTransactionType:{...r.WALLET_TRANSACTION_TYPES}},o=(0,a.defineCatalogue)("remote-cards/contract-labels",l,()=>n.e(825).then(()=>n(5294)));n.d(t,["M",0,o])},4502(e,t,n){n.r(t),n.d(t,{default:()=>ie});var a=n(6041),r=n(7184),i=n(5880),l=n(6252),o=n(8954),s=n(4390),c=n(9639),d=n(105),u=n(3142),p=n(2736),x=n(1736),h=n(8801),m=n(4617),g=n(8777),f=n(3263),j=n(7735),b=n(8597),v=n(1003),y=n(5757),S=n(7615),w=n(9700);const C=e=>(0,w.floorToDecimals)((0,w.formatDecimal)(e),2);function T(e,t,n,a){if("recharge"===e){const e=(0,w.chargedFee)(t,n.recharge_fee),r=C((0,w.addDecimals)(t,e)),i=(0,w.compareDecimals)(r,a.wallet)>0?c.p.move.overWallet:null;return{fee:e,paid:r,received:(0,w.floorToDecimals)(t,2),problem:i}}const r=(0,w.chargedFee)(t,n.withdraw_fee),i=C((0,w.subtractDecimals)(t,r));let l=null;return(0,w.compareDecimals)(t,a.card)>0?l=c.p.move.overCard:(0,w.compareDecimals)(r,t)>=0&&(l=c.p.move.feeExceeds),{fee:r,paid:(0,w.floorToDecimals)(t,2),received:i,problem:l}}const D=c.p.move,$=h.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;function A({kind:e,card:t,product:n,onDone:r}){const o=(0,i.useDataContext)(),s=(0,l.useWalletBalances)().data?.find(e=>e.currency===t.currency)?.available??"0.00",d=t.currency,u=e=>`${(0,l.formatMoney)(e)} ${d}`,p=(0,v.j)(),h=(0,i.useSubmit)({draft:`card-${e}.${t.id}`,keep:["amount"],send:(n,a)=>("recharge"===e?l.rechargeCard:l.withdrawFromCard)(o,t.id,{amount:n.amount},{idempotencyKey:a,trxPassword:n.trx_password}),onRefused:p.noteRefusal,onDone:(a,l)=>{const o=T(e,l.amount,n,{wallet:s,card:t.balance});i.notify.success(D.done[e](u(o.received))),r()}}),m=h.restored?.amount,[g,w]=(0,x.useState)("string"==typeof m?m:""),[C,A]=(0,x.useState)(null),_="recharge"===e?n.min_recharge:void 0,k=e=>(0,j.U3)(e,{min:_,currency:d}),R=""!==g&&null===k(g)?T(e,(0,j.e2)(g),n,{wallet:s,card:t.balance}):null,M="recharge"===e?n.recharge_fee:n.withdraw_fee;return(0,a.jsxs)(S.P,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault();const t=k(g);A(t);const n=p.check();null===t&&n&&!R?.problem&&await h.submit({amount:(0,j.e2)(g),trx_password:p.value})}(e)},children:[(0,a.jsxs)(y.l,{children:[(0,a.jsx)("dt",{children:D.walletAvailable}),(0,a.jsx)("dd",{children:u(s)}),(0,a.jsx)("dt",{children:D.cardBalance}),(0,a.jsx)("dd",{children:u(t.balance)}),(0,a.jsx)("dt",{children:D.feeRule}),(0,a.jsx)("dd",{children:(0,b.Y)(M,d)}),_&&(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)("dt",{children:D.minimum}),(0,a.jsx)("dd",{children:u(_)})]})]}),(0,a.jsx)(f.h,{currency:d,value:g,error:C,onValueChange:e=>{w(e),C&&A(null)},onBlur:()=>""!==g&&A(k(g))}),R&&(0,a.jsxs)(y.g,{"aria-label":D.previewLabel,"aria-live":"polite",children:[(0,a.jsx)("dt",{children:D.fee}),(0,a.jsx)("dd",{children:u(R.fee)}),(0,a.jsx)("dt",{children:"recharge"===e?D.walletPays:D.cardPays}),(0,a.jsx)("dd",{children:u(R.paid)}),(0,a.jsx)("dt",{children:"recharge"===e?D.cardReceives:D.walletReceives}),(0,a.jsx)("dd",{children:u(R.received)})]}),R?.problem&&(0,a.jsx)($,{role:"alert",children:R.problem}),(0,a.jsx)(v.M,{...p.field}),(0,a.jsx)(i.ResubmitNotice,{waiting:h.waiting,online:h.online,pending:h.pending,error:h.error}),(0,a.jsxs)(S.I,{children:[(0,a.jsx)(i.Button,{type:"button",variant:"secondary",onClick:r,children:c.p.cancel}),(0,a.jsx)(i.Button,{type:"submit",loading:h.pending,disabled:Boolean(R?.problem),children:D.submit[e]})]})]})}function _({open:e,kind:t,card:n,product:r,onDone:l}){const o="recharge"===t?D.rechargeTitle(n.last4):D.withdrawTitle(n.last4);return(0,a.jsx)(i.Dialog,{open:e,onClose:l,title:o,children:(0,a.jsx)(A,{kind:t,card:n,product:r,onDone:l})})}const k=new Set(["CARD_STATUS_NORMAL","CARD_STATUS_FREEZE","CARD_STATUS_FAIL"]);function R({card:e,onClose:t}){const n=(0,i.useDataContext)(),r=(0,i.useSubmit)({draft:`card-delete.${e.id}`,send:()=>(0,l.deleteCard)(n,e.id),onDone:()=>{i.notify.success(c.p.deletion.requested),t()}});return(0,a.jsxs)(S.P,{onSubmit:e=>{e.preventDefault(),r.submit({})},children:[(0,a.jsx)("p",{children:c.p.deletion.body(e.last4,`${(0,l.formatMoney)(e.balance)} ${e.currency}`)}),(0,a.jsx)(i.ResubmitNotice,{waiting:r.waiting,online:r.online,pending:r.pending}),(0,a.jsxs)(S.I,{children:[(0,a.jsx)(i.Button,{type:"button",variant:"secondary",onClick:t,children:c.p.cancel}),(0,a.jsx)(i.Button,{type:"submit",loading:r.pending,children:c.p.deletion.submit})]})]})}function M({card:e}){const[t,n]=(0,x.useState)(!1);return k.has(e.status)?(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)(i.Button,{type:"button",variant:"text",onClick:()=>n(!0),children:c.p.deletion.open}),(0,a.jsx)(i.Dialog,{open:t,onClose:()=>n(!1),title:c.p.deletion.title,children:(0,a.jsx)(R,{card:e,onClose:()=>n(!1)})})]}):null}const N=c.p.reveal,E=h.default.dl`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 12px 16px;
  align-items: center;
  margin: 0;

  & dt {
    color: ${({theme:e})=>e.color.textMuted};
    font-size: 14px;
  }
  & dd {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.5px;
    overflow-wrap: anywhere;
  }
`,P=h.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`;async function F(e){try{await navigator.clipboard.writeText(e),i.notify.success(N.copied)}catch{i.notify.error(N.copyFailed)}}function O({secrets:e,hideAt:t,onHide:n}){const r=function(e){const t=()=>Math.max(0,Math.ceil((e-Date.now())/1e3)),[n,a]=(0,x.useState)(t);return(0,x.useEffect)(()=>{const e=setInterval(()=>a(t()),250);return()=>clearInterval(e)},[e]),n}(t);return(0,x.useEffect)(()=>{0===r&&n()},[r,n]),(0,a.jsxs)(S.P,{as:"div",children:[(0,a.jsxs)(E,{children:[(0,a.jsx)("dt",{children:N.number}),(0,a.jsx)("dd",{children:(l=e.card_no,l.replace(/(\d{4})(?=\d)/g,"$1 "))}),(0,a.jsx)(i.Button,{type:"button",variant:"text","aria-label":N.copyNumber,onClick:()=>{F(e.card_no)},children:N.copy}),(0,a.jsx)("dt",{children:N.cvv}),(0,a.jsx)("dd",{children:e.cvv}),(0,a.jsx)(i.Button,{type:"button",variant:"text","aria-label":N.copyCvv,onClick:()=>{F(e.cvv)},children:N.copy}),(0,a.jsx)("dt",{children:N.expiry}),(0,a.jsx)("dd",{children:e.expiry}),(0,a.jsx)("span",{})]}),(0,a.jsx)(P,{role:"timer","aria-live":"off",children:N.hidesIn(r)}),(0,a.jsx)(S.I,{children:(0,a.jsx)(i.Button,{type:"button",variant:"secondary",onClick:n,children:N.hideNow})})]});var l}function z({cardId:e,onRevealed:t}){const n=(0,l.useAccountInfo)().data?.phone,[r,o]=(0,x.useState)(""),[s,c]=(0,x.useState)(null),d=(0,i.useSubmit)({draft:"card-secrets",send:t=>(0,l.revealCardSecrets)(e,{captcha:t.code}),onDone:t});return(0,a.jsxs)(S.P,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault(),r.length!==i.CODE_LENGTH?c(N.codePlaceholder):await d.submit({code:r})}(e)},children:[(0,a.jsx)("p",{children:n?N.intro(n):N.introNoPhone}),(0,a.jsx)(i.DigitField,{label:N.code,placeholder:N.codePlaceholder,autoComplete:"one-time-code",maxLength:i.CODE_LENGTH,value:r,error:s??void 0,onValueChange:e=>{o(e),c(null)},trailing:(0,a.jsx)(i.SendCodeButton,{onSend:()=>(0,i.sendAccessCodeFor)("REVEAL_CARD_NUMBER","SEND_TYPE_PHONE")})}),(0,a.jsx)(i.ResubmitNotice,{waiting:d.waiting,online:d.online,pending:d.pending}),(0,a.jsx)(S.I,{children:(0,a.jsx)(i.Button,{type:"submit",loading:d.pending,children:N.submit})})]})}function I({cardId:e}){const[t,n]=(0,x.useState)(!1),[r,l]=(0,x.useState)(null),o=()=>{l(null),n(!1)};return(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)(i.Button,{type:"button",variant:"secondary",onClick:()=>n(!0),children:c.p.reveal.open}),(0,a.jsx)(i.Dialog,{open:t,onClose:o,title:N.title,children:r?(0,a.jsx)(O,{secrets:r.secrets,hideAt:r.hideAt,onHide:o}):(0,a.jsx)(z,{cardId:e,onRevealed:e=>l({secrets:e,hideAt:Date.now()+6e4})})})]})}const B=c.p.details.fields,L=h.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 20px;
`,U=h.default.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 0;
  font-size: 24px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  letter-spacing: 1px;
`,V=h.default.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0 0 20px;

  & dt {
    margin-bottom: 4px;
    color: ${({theme:e})=>e.color.textMuted};
    font-size: 13px;
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`,W=h.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;function Y({card:e}){const t=(0,l.useOpenedAvailable)().data?.products,n=t?.find(t=>t.id===e.product_id),r=(0,d.N)(),[o,s]=(0,x.useState)(null),p="CARD_STATUS_NORMAL"===e.status,h=!p||!n||r.blocked,f=r.blocked?r.title:p?void 0:c.p.move.cardNotUsable;return(0,a.jsxs)(u.Zk,{"aria-label":c.p.details.summaryLabel,children:[(0,a.jsxs)(L,{children:[(0,a.jsxs)(U,{children:[(0,a.jsx)("span",{"aria-label":c.p.cards.maskedLabel(e.last4),children:c.p.cards.masked(e.last4)}),(0,a.jsx)(g.b,{status:e.status})]}),(0,a.jsx)(I,{cardId:e.id})]}),(0,a.jsxs)(V,{children:[(0,a.jsxs)("div",{children:[(0,a.jsx)("dt",{children:B.expiry}),(0,a.jsx)("dd",{children:e.expiry})]}),(0,a.jsxs)("div",{children:[(0,a.jsx)("dt",{children:B.currency}),(0,a.jsx)("dd",{children:e.currency})]}),(0,a.jsxs)("div",{children:[(0,a.jsx)("dt",{children:B.product}),(0,a.jsx)("dd",{children:n?`${n.name}（BIN ${n.bin}）`:e.product_id})]}),(0,a.jsxs)("div",{children:[(0,a.jsx)("dt",{children:B.balance}),(0,a.jsxs)("dd",{children:[(0,l.formatMoney)(e.balance)," ",e.currency]})]}),(0,a.jsxs)("div",{children:[(0,a.jsx)("dt",{children:B.created}),(0,a.jsx)("dd",{children:(0,l.formatDateTime)(e.created_at)})]})]}),(0,a.jsxs)(W,{role:"group","aria-label":c.p.details.moneyActions,children:[["recharge","withdraw"].map(e=>(0,a.jsx)(i.Button,{type:"button",variant:"recharge"===e?"primary":"secondary",disabled:h,title:f,"aria-describedby":r.reasonId,onClick:()=>s(e),children:c.p.move[e]},e)),r.reason,(0,a.jsx)(m.W,{card:e,variant:"secondary"}),(0,a.jsx)(M,{card:e})]}),n&&o&&(0,a.jsx)(_,{open:!0,kind:o,card:e,product:n,onDone:()=>s(null)})]})}var H=n(4603),q=n(8131),Z=n(1842),G=n(7745),Q=n(5381),J=n(9626);const X=c.p.cardTransactions,K=["type","status"],ee=new Set(["CONSUME","TRANSFER_OUT"]);function te({item:e}){const t=X.columns,n=(r=e.type,ee.has(r)?-1:1);var r;return(0,a.jsxs)("tr",{children:[(0,a.jsx)("td",{"data-label":t.time,children:(0,l.formatDateTime)(e.created_at)}),(0,a.jsx)("td",{"data-label":t.type,children:H.M.cardTransactionType[e.type]??e.type}),(0,a.jsx)("td",{"data-label":t.status,children:(0,a.jsx)(g.D,{status:e.status})}),(0,a.jsx)("td",{"data-label":t.amount,"data-numeric":"",children:(0,a.jsxs)(Q.$,{sign:n,children:[n<0?"-":"+",(0,l.formatMoney)(e.amount)," ",e.currency]})}),(0,a.jsx)("td",{"data-label":t.fee,"data-numeric":"",children:(0,l.formatMoney)(e.fee)}),(0,a.jsx)("td",{"data-label":t.merchant,children:e.merchant_name??"—"}),(0,a.jsx)("td",{"data-label":t.reason,children:e.reason??"—"})]})}function ne({cardId:e}){const{values:t,paging:n,update:r}=(0,J.x)(K),i=(0,l.useCardTransactions)(e,function(e,{page:t,pageSize:n}){const a={page:t,page_size:n};return e.type in o.CARD_TRANSACTION_TYPES&&(a.type=e.type),e.status in o.CARD_TRANSACTION_STATUSES&&(a.status=e.status),a}(t,n)),s=""!==t.type||""!==t.status,c=X.columns;return(0,a.jsxs)(u.Zk,{"aria-labelledby":"card-transactions",children:[(0,a.jsx)(u.aO,{children:(0,a.jsx)("h2",{id:"card-transactions",children:X.heading})}),(0,a.jsxs)(u.Qn,{children:[(0,a.jsx)(G.z,{label:X.type,options:[{value:"",label:X.allTypes},...Object.entries(H.M.cardTransactionType).map(([e,t])=>({value:e,label:t}))],value:t.type,onChange:e=>r({type:e.target.value})}),(0,a.jsx)(G.z,{label:X.status,options:[{value:"",label:X.allStatuses},...Object.entries(H.M.cardTransactionStatus).map(([e,t])=>({value:e,label:t}))],value:t.status,onChange:e=>r({status:e.target.value})})]}),(0,a.jsx)(Z.Y,{result:i,paging:n,onPaging:r,empty:(0,a.jsx)(p.pp,{message:s?X.emptyFiltered:X.empty}),children:(e,t)=>(0,a.jsx)(q.A,{children:(0,a.jsxs)(q.b,{"aria-label":X.listLabel,"aria-busy":t||void 0,children:[(0,a.jsx)("thead",{children:(0,a.jsxs)("tr",{children:[(0,a.jsx)("th",{scope:"col",children:c.time}),(0,a.jsx)("th",{scope:"col",children:c.type}),(0,a.jsx)("th",{scope:"col",children:c.status}),(0,a.jsx)("th",{scope:"col","data-numeric":"",children:c.amount}),(0,a.jsx)("th",{scope:"col","data-numeric":"",children:c.fee}),(0,a.jsx)("th",{scope:"col",children:c.merchant}),(0,a.jsx)("th",{scope:"col",children:c.reason})]})}),(0,a.jsx)("tbody",{children:e.map(e=>(0,a.jsx)(te,{item:e},e.id))})]})})})]})}function ae({message:e}){return(0,a.jsx)(u.Zk,{children:(0,a.jsx)(p.pp,{message:c.p.details.notFoundTitle,hint:e,action:(0,a.jsx)(r.Link,{to:i.PATHS.card,children:c.p.details.back})})})}function re({id:e}){const{data:t,error:n,isLoading:r,mutate:s}=(0,l.useCard)(e);return t?(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)(Y,{card:t}),(0,a.jsx)(ne,{cardId:t.id})]}):n instanceof i.ApiError&&n.code===o.NOT_FOUND_CODE?(0,a.jsx)(ae,{message:c.p.details.notFoundBody}):n&&!r?(0,a.jsx)(u.Zk,{children:(0,a.jsx)(p.W5,{onRetry:()=>{s()}})}):(0,a.jsx)(u.Zk,{children:(0,a.jsx)(p.Gu,{})})}const ie=function(){const e=(0,r.useSearchParams)()[0].get("id");return(0,a.jsx)(s.b,{title:i.strings.pages.cardDetails,children:(0,a.jsxs)(u.ix,{children:[(0,a.jsxs)(r.Link,{to:i.PATHS.card,children:["← ",c.p.details.back]}),(0,a.jsx)(d.D,{}),e?(0,a.jsx)(re,{id:e}):(0,a.jsx)(ae,{message:c.p.details.missingId})]})})}},3263(e,t,n){n.d(t,{h:()=>s});var a=n(6041),r=n(5880),i=n(6252),l=n(9639),o=n(7735);function s({value:e,onValueChange:t,onBlur:n,error:s,currency:c,label:d,hint:u,disabled:p}){return(0,a.jsx)(r.TextField,{label:d??`${l.p.amount.label}（${c}）`,inputMode:"decimal",autoComplete:"off",placeholder:l.p.amount.placeholder,value:e,disabled:p,error:s??void 0,hint:u??l.p.amount.range((0,i.formatMoney)(o.wU)),trailing:(0,a.jsx)("span",{"aria-hidden":"true",children:c}),onChange:e=>t((0,o.JV)(e.target.value)),onBlur:()=>{const a=(0,o.e2)(e);""!==a&&a!==e&&t(a),n?.()}})}},7735(e,t,n){n.d(t,{JV:()=>s,U3:()=>d,e2:()=>c});var a=n(6252),r=n(9700),i=n(9639);const l="1000000.00",o=/^\d+(\.\d+)?$/;function s(e){const t=e.replace(/[\uFF10-\uFF19]/g,e=>String.fromCharCode(e.charCodeAt(0)-65248)).replace(/[．。]/g,".").replace(/[^0-9.]/g,""),[n="",...a]=t.split(".");return a.length>0?`${n}.${a.join("")}`:n}function c(e){const t=e.trim().replace(/\.$/,"").replace(/^\./,"0.");return o.test(t)?(0,r.floorToDecimals)(t,a.MONEY_DECIMALS):""}function d(e,{min:t,currency:n=""}={}){if(""===e.trim())return i.p.amount.required;const o=c(e);return""===o||(0,r.compareDecimals)(o,"0")<=0?i.p.amount.invalid:(0,r.compareDecimals)(o,l)>0?i.p.amount.tooHigh:void 0!==t&&(0,r.compareDecimals)(o,t)<0?i.p.amount.tooLow((0,a.formatMoney)(t),n):null}n.d(t,["wU",0,l])},8597(e,t,n){n.d(t,{Y:()=>l});var a=n(6252),r=n(9700);const i=(0,n(5880).defineCatalogue)("remote-cards/money",{minimum:e=>`最低 ${e}`,maximum:e=>`最高 ${e}`,free:"免手续费",limits:(e,t)=>`${e}（${t.join("，")}）`},()=>n.e(825).then(()=>n(4631)));function l(e,t){const n=[];0!==(0,r.compareDecimals)(e.rate,"0")&&n.push(`${(0,r.formatDecimal)((0,r.multiplyDecimals)(e.rate,"100"))}%`),0!==(0,r.compareDecimals)(e.value,"0")&&n.push(`${(0,a.formatMoney)(e.value)} ${t}`);const l=[];if((0,r.compareDecimals)(e.min,"0")>0&&l.push(i.minimum((0,a.formatMoney)(e.min))),(0,r.compareDecimals)(e.max,"0")>=0&&n.length>0&&l.push(i.maximum((0,a.formatMoney)(e.max))),0===n.length&&0===l.length)return i.free;const o=n.length>0?n.join(" + "):`${(0,a.formatMoney)(e.min)} ${t}`;return l.length>0&&n.length>0?i.limits(o,l):o}},1003(e,t,n){n.d(t,{M:()=>u,j:()=>p});var a=n(6041),r=n(1736),i=n(8801),l=n(5880),o=n(6252),s=n(8954);const c=n(9639).p.trxPassword,d=i.default.div`
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
`;function u({value:e,onValueChange:t,onBlur:n,error:r,notSet:i}){const s=(0,o.useAccountInfo)().data?.email??null;return(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)(l.PasswordField,{label:c.label,hint:c.hint,autoComplete:"off",maxLength:10,value:e,error:r??void 0,onChange:e=>t(e.target.value),onBlur:n}),(0,a.jsxs)(d,{children:[i&&(0,a.jsx)("p",{role:"alert",children:c.notSet}),(0,a.jsx)(l.Button,{type:"button",variant:"text",onClick:()=>{!async function(){if(s)try{await(0,l.sendResetLink)(s,"FORGET_TRX_PASSWORD"),l.notify.success(c.linkSent(s))}catch{}else l.notify.error(c.noEmail)}()},children:i?c.sendLink:c.forgot})]})]})}function p(){const[e,t]=(0,r.useState)(""),[n,a]=(0,r.useState)(null),[i,o]=(0,r.useState)(!1);return{value:e,check:()=>{const t=(0,l.validate)("transactionPassword",e);return a(t),null===t},noteRefusal:e=>o(e.code===s.TRX_PASSWORD_NOT_SET_CODE),field:{value:e,error:n,notSet:i,onValueChange:e=>{t(e),a(null)}}}}},8131(e,t,n){var a=n(8801);const r=a.default.table`
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
`,i=a.default.div`
  overflow-x: auto;

  @media (max-width: 640px) {
    overflow-x: visible;
  }
`;n.d(t,["A",0,i,"b",0,r])},5757(e,t,n){var a=n(8801);const r=a.default.dl`
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
`,i=(0,a.default)(r)`
  padding: 12px 16px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.page};

  & .total {
    font-weight: 600;
  }
`;n.d(t,["g",0,i,"l",0,r])},1842(e,t,n){n.d(t,{Y:()=>l});var a=n(6041),r=n(9521),i=n(2736);function l({result:e,paging:t,onPaging:n,empty:l,children:o}){const{data:s,error:c,isLoading:d,mutate:u}=e;return s?0===s.list.length?(0,a.jsx)(a.Fragment,{children:l}):(0,a.jsxs)(a.Fragment,{children:[o(s.list,d),(0,a.jsx)(r.is,{page:t.page,pageSize:t.pageSize,total:s.total,onPage:e=>n({page:e}),onPageSize:e=>n({size:e})})]}):c&&!d?(0,a.jsx)(i.W5,{onRetry:()=>{u()}}):(0,a.jsx)(i.Gu,{})}},9521(e,t,n){n.d(t,{is:()=>x});var a=n(6041),r=n(8801),i=n(9639);const l=[10,20,50,100];function o(e,t){const n=[...new Set([1,t,e-1,e,e+1].filter(e=>e>=1&&e<=t))].sort((e,t)=>e-t);return n.flatMap((e,t)=>{const a=n[t-1];return void 0!==a&&e-a>1?[null,e]:[e]})}const s=r.default.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 16px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
`,c=r.default.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`,d=r.default.button`
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 1px solid ${({theme:e,$current:t})=>t?e.color.accent:e.color.border};
  border-radius: 6px;
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e,$current:t})=>t?e.color.accent:e.color.text};
  font: inherit;
  font-weight: ${({$current:e})=>e?600:400};
  cursor: pointer;

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 1px;
  }
`,u=r.default.li`
  align-self: center;
  padding: 0 4px;
`,p=r.default.select`
  height: 36px;
  padding: 0 8px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: 6px;
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  font: inherit;
`;function x({page:e,pageSize:t,total:n,onPage:r,onPageSize:x}){const h=Math.max(1,Math.ceil(n/t));return(0,a.jsxs)(s,{"aria-label":i.p.pager.label,children:[(0,a.jsx)("span",{children:i.p.pager.total(n)}),(0,a.jsxs)(c,{children:[(0,a.jsx)("li",{children:(0,a.jsx)(d,{type:"button",disabled:e<=1,onClick:()=>r(e-1),"aria-label":i.p.pager.previous,children:"‹"})}),o(e,h).map((t,n)=>null===t?(0,a.jsx)(u,{"aria-hidden":"true",children:"…"},`gap-${n}`):(0,a.jsx)("li",{children:(0,a.jsx)(d,{type:"button",$current:t===e,"aria-current":t===e?"page":void 0,"aria-label":i.p.pager.page(t,h),onClick:()=>t!==e&&r(t),children:t})},t)),(0,a.jsx)("li",{children:(0,a.jsx)(d,{type:"button",disabled:e>=h,onClick:()=>r(e+1),"aria-label":i.p.pager.next,children:"›"})})]}),x&&(0,a.jsx)(p,{"aria-label":i.p.pager.pageSize,value:t,onChange:e=>x(Number(e.target.value)),children:l.map(e=>(0,a.jsx)("option",{value:e,children:i.p.pager.perPage(e)},e))})]})}n.d(t,["tn",0,l])},7745(e,t,n){n.d(t,{v:()=>p,z:()=>d});var a=n(6041),r=n(1736),i=n(8801);const l=i.default.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`,o=i.default.label`
  color: ${({theme:e})=>e.color.text};
  font-size: 14px;
  font-weight: 500;
`,s=i.css`
  min-height: 40px;
  padding: 0 10px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: 8px;
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  font: inherit;
  font-size: 16px;

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 1px;
  }
`,c=i.default.select`
  ${s}
`;function d({label:e,options:t,...n}){const i=(0,r.useId)();return(0,a.jsxs)(l,{children:[(0,a.jsx)(o,{htmlFor:i,children:e}),(0,a.jsx)(c,{id:i,...n,children:t.map(e=>(0,a.jsx)("option",{value:e.value,children:e.label},e.value))})]})}const u=i.default.input`
  ${s}
`;function p({label:e,...t}){const n=(0,r.useId)();return(0,a.jsxs)(l,{children:[(0,a.jsx)(o,{htmlFor:n,children:e}),(0,a.jsx)(u,{id:n,type:"date",...t})]})}},5381(e,t,n){n.d(t,{$:()=>s,q:()=>l});var a=n(6041),r=n(8801),i=n(9700);function l(e){try{return(0,i.compareDecimals)(e,"0")}catch{return 0}}const o=r.default.span`
  color: ${({theme:e,$sign:t})=>t>0?e.status.green.text:t<0?e.status.red.text:e.color.text};
  font-weight: 500;
`;function s({sign:e,children:t}){return(0,a.jsx)(o,{$sign:e,children:t})}},9626(e,t,n){n.d(t,{x:()=>o});var a=n(1736),r=n(7184),i=n(9521);const l=(e,t)=>{const n=Number(e);return Number.isInteger(n)&&n>=1?n:t};function o(e){const[t,n]=(0,r.useSearchParams)(),o={page:l(t.get("page"),1),pageSize:i.tn.includes(Number(t.get("size")))?Number(t.get("size")):10};return{values:(0,a.useMemo)(()=>Object.fromEntries(e.map(e=>[e,t.get(e)??""])),[e,t]),paging:o,update:(0,a.useCallback)((e,{replace:t=!1}={})=>{n(t=>{const n=new URLSearchParams(t);for(const[t,a]of Object.entries(e))""===a||void 0===a?n.delete(t):n.set(t,String(a));return Object.keys(e).some(e=>"page"!==e)&&!("page"in e)&&n.delete("page"),"1"===n.get("page")&&n.delete("page"),n},{replace:t})},[n])}}}}]);