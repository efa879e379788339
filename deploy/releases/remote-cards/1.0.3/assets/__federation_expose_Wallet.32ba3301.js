"use strict";(self.webpackChunkremote_cards=self.webpackChunkremote_cards||[]).push([[975],{4603(e,t,a){var n=a(5880),r=a(8954);const l=e=>Object.fromEntries(Object.entries(e).map(([e,{label:t}])=>[e,t])),o={cardStatus:l(r.CARD_STATUSES),cardTransactionStatus:l(r.CARD_TRANSACTION_STATUSES),cardTransactionType:{...r.CARD_TRANSACTION_TYPES},walletTransactionType:{...r.WALLET_TRANSACTION_TYPES}},i=(0,n.defineCatalogue)("remote-cards/contract-labels",o,()=>a.e(825).then(()=>a(5294)));a.d(t,["M",0,i])},7699(e,t,a){a.r(t),a.d(t,{default:()=>q});var n=a(6041),r=a(5880),l=a(4390),o=a(105),i=a(3142),c=a(1736),s=a(8801),d=a(6252),u=a(8954),p=a(9639),x=a(2736),m=a(3263),h=a(7735),g=a(7615),f=a(7745);const b="wallet.top-up",j=u.CURRENCIES.map(e=>({value:e,label:e}));function y({currency:e,onDone:t}){const a=(0,r.useDataContext)(),l=(0,r.useSubmit)({draft:b,keep:["currency","amount"],send:(e,t)=>(0,d.topUp)(a,{currency:e.currency,amount:(0,h.e2)(e.amount)},t),onDone:e=>{const a=`${(0,d.formatMoney)(e.amount)} ${e.currency}`,n=p.p.topUp.done[e.status](a);"TOP_UP_STATUS_REJECTED"===e.status?r.notify.error(n):r.notify.success(n),t()}}),o=l.restored,[i,s]=(0,c.useState)("USD"===o?.currency||"CNY"===o?.currency?o.currency:e),[u,x]=(0,c.useState)("string"==typeof o?.amount?o.amount:""),[y,v]=(0,c.useState)(null);return(0,n.jsxs)(g.P,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault();const t=(0,h.U3)(u);v(t),null===t&&await l.submit({currency:i,amount:(0,h.e2)(u)})}(e)},children:[(0,n.jsx)(f.z,{label:p.p.currency,options:j,value:i,onChange:e=>s(e.target.value)}),(0,n.jsx)(m.h,{currency:i,value:u,error:y,onValueChange:e=>{x(e),y&&v(null)},onBlur:()=>""!==u&&v((0,h.U3)(u))}),(0,n.jsx)(r.ResubmitNotice,{waiting:l.waiting,online:l.online,pending:l.pending,error:l.error}),(0,n.jsxs)(g.I,{children:[(0,n.jsx)(r.Button,{type:"button",variant:"secondary",onClick:t,children:p.p.cancel}),(0,n.jsx)(r.Button,{type:"submit",loading:l.pending,children:p.p.topUp.submit})]})]})}function v({open:e,currency:t,onClose:a}){return(0,n.jsx)(r.Dialog,{open:e,onClose:a,title:p.p.topUp.title,children:(0,n.jsx)(y,{currency:t,onDone:a})})}const w=s.default.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`,C=s.default.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.accentTint};
`,$=s.default.span`
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
`,S=s.default.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: baseline;
  margin: 0;
  font-size: 28px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  & small {
    color: ${({theme:e})=>e.color.textMuted};
    font-size: 14px;
    font-weight: 500;
  }
`,T=s.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`,k=s.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;function z({balance:e,onTopUp:t}){const a=(0,o.N)(),l=`balance-${e.currency}`;return(0,n.jsxs)(C,{role:"group","aria-labelledby":l,children:[(0,n.jsxs)($,{id:l,children:[e.currency," ",p.p.wallet.available]}),(0,n.jsxs)(S,{children:[(0,d.formatMoney)(e.available)," ",(0,n.jsx)("small",{children:e.currency})]}),(0,n.jsxs)(k,{children:[(0,n.jsxs)(T,{title:p.p.wallet.anewHint,children:[p.p.wallet.anew," ",(0,d.formatMoney)(e.anew)," ",e.currency]}),(0,n.jsx)(r.Button,{type:"button",variant:"secondary",disabled:a.blocked,"aria-describedby":a.reasonId,title:a.title,onClick:t,children:p.p.wallet.topUpIn(e.currency)})]}),a.reason]})}function U(){const{data:e,error:t,isLoading:a,mutate:l}=(0,d.useWalletBalances)(),s=(0,o.N)(),[m,h]=(0,c.useState)(()=>(0,r.readDraft)(b)?"USD":null);return(0,n.jsxs)(i.Zk,{"aria-labelledby":"wallet-balances",children:[(0,n.jsxs)(i.aO,{children:[(0,n.jsx)("h2",{id:"wallet-balances",children:p.p.wallet.balancesLabel}),(0,n.jsx)(r.Button,{type:"button",disabled:s.blocked,"aria-describedby":s.reasonId,title:s.title,onClick:()=>h("USD"),children:p.p.wallet.topUp}),s.reason]}),e?(0,n.jsx)(w,{children:(g=e,u.CURRENCIES.map(e=>g.find(t=>t.currency===e)??{currency:e,available:"0.00",anew:"0.00"})).map(e=>(0,n.jsx)(z,{balance:e,onTopUp:()=>h(e.currency)},e.currency))}):t&&!a?(0,n.jsx)(x.W5,{onRetry:()=>{l()}}):(0,n.jsx)(x.Gu,{}),(0,n.jsx)(v,{open:null!==m,currency:m??"USD",onClose:()=>h(null)})]});var g}var A=a(7184);const M=s.default.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
`,D=s.default.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  & dt {
    color: ${({theme:e})=>e.color.textMuted};
    font-size: 14px;
  }
  & dd {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: baseline;
    margin: 0;
    font-size: 22px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  & a,
  & span[aria-disabled] {
    font-size: 14px;
    font-weight: 400;
  }
  & a {
    color: ${({theme:e})=>e.color.accent};
  }
  & span[aria-disabled] {
    color: ${({theme:e})=>e.color.textMuted};
  }
`;function N(){const e=(0,d.useCardAmount)().data?.amount,t=(0,d.useOpenedAvailable)().data?.available,a=(0,o.N)(),l=e=>void 0===e?"—":p.p.wallet.cardsUnit(e);return(0,n.jsx)(i.Zk,{"aria-label":p.p.wallet.countersLabel,children:(0,n.jsxs)(M,{as:"dl",children:[(0,n.jsxs)(D,{children:[(0,n.jsx)("dt",{children:p.p.wallet.cardsHeld}),(0,n.jsxs)("dd",{children:[l(e),(0,n.jsxs)(A.Link,{to:r.PATHS.card,children:[p.p.wallet.toCards," →"]})]})]}),(0,n.jsxs)(D,{children:[(0,n.jsx)("dt",{children:p.p.wallet.cardsAvailable}),(0,n.jsxs)("dd",{children:[l(t),a.blocked?(0,n.jsx)("span",{"aria-disabled":"true","aria-describedby":a.reasonId,title:a.title,children:p.p.wallet.toCreateCard}):(0,n.jsxs)(A.Link,{to:r.PATHS.createCard,children:[p.p.wallet.toCreateCard," →"]}),a.reason]})]})]})})}var _=a(4603),E=a(8131),R=a(5381),I=a(1842),P=a(9626);const L=["type","currency","from","to"],O=/^\d{4}-\d{2}-\d{2}$/;function F(e,t=0){const[a,n,r]=e.split("-").map(Number);return new Date(a,n-1,r+t).toISOString()}function B({from:e,to:t}){return O.test(e)&&O.test(t)&&t<e}const Y=p.p.walletTransactions,H=s.default.p`
  margin: 8px 0 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;function W({item:e}){const t=Y.columns;return(0,n.jsxs)("tr",{children:[(0,n.jsx)("td",{"data-label":t.time,children:(0,d.formatDateTime)(e.created_at)}),(0,n.jsx)("td",{"data-label":t.type,children:_.M.walletTransactionType[e.type]??e.type}),(0,n.jsx)("td",{"data-label":t.amount,"data-numeric":"",children:(0,n.jsxs)(R.$,{sign:(0,R.q)(e.amount),children:[(0,d.formatSignedMoney)(e.amount)," ",e.currency]})}),(0,n.jsx)("td",{"data-label":t.fee,"data-numeric":"",children:(0,d.formatMoney)(e.fee)}),(0,n.jsx)("td",{"data-label":t.balance,"data-numeric":"",children:(0,d.formatMoney)(e.balance_after)}),(0,n.jsx)("td",{"data-label":t.card,children:e.card_id&&e.card_last4?(0,n.jsx)(A.Link,{to:`${r.PATHS.cardDetails}?id=${encodeURIComponent(e.card_id)}`,children:p.p.cards.masked(e.card_last4)}):"—"}),(0,n.jsx)("td",{"data-label":t.remark,children:e.remark||"—"})]})}function V(){const{values:e,paging:t,update:a}=(0,P.x)(L),l=(0,d.useWalletTransactions)(function(e,{page:t,pageSize:a}){const n={page:t,page_size:a};return e.type in u.WALLET_TRANSACTION_TYPES&&(n.type=e.type),u.CURRENCIES.includes(e.currency)&&(n.currency=e.currency),B(e)||(O.test(e.from)&&(n.start_time=F(e.from)),O.test(e.to)&&(n.end_time=F(e.to,1))),n}(e,t)),o=L.some(t=>""!==e[t]),c=Y.columns;return(0,n.jsxs)(i.Zk,{"aria-labelledby":"wallet-transactions",children:[(0,n.jsx)(i.aO,{children:(0,n.jsx)("h2",{id:"wallet-transactions",children:Y.heading})}),(0,n.jsxs)(i.Qn,{children:[(0,n.jsx)(f.z,{label:Y.type,options:[{value:"",label:Y.allTypes},...Object.entries(_.M.walletTransactionType).map(([e,t])=>({value:e,label:t}))],value:e.type,onChange:e=>a({type:e.target.value})}),(0,n.jsx)(f.z,{label:p.p.currency,options:[{value:"",label:Y.allCurrencies},...u.CURRENCIES.map(e=>({value:e,label:e}))],value:e.currency,onChange:e=>a({currency:e.target.value})}),(0,n.jsx)(f.v,{label:Y.from,value:e.from,max:e.to||void 0,onChange:e=>a({from:e.target.value})}),(0,n.jsx)(f.v,{label:Y.to,value:e.to,min:e.from||void 0,onChange:e=>a({to:e.target.value})}),o&&(0,n.jsx)(r.Button,{type:"button",variant:"text",onClick:()=>a({type:"",currency:"",from:"",to:""}),children:Y.reset})]}),B(e)&&(0,n.jsx)(H,{role:"alert",children:Y.dateOrder}),(0,n.jsx)(I.Y,{result:l,paging:t,onPaging:a,empty:(0,n.jsx)(x.pp,{message:o?Y.emptyFiltered:Y.empty}),children:(e,t)=>(0,n.jsx)(E.A,{children:(0,n.jsxs)(E.b,{"aria-label":Y.listLabel,"aria-busy":t||void 0,children:[(0,n.jsx)("thead",{children:(0,n.jsxs)("tr",{children:[(0,n.jsx)("th",{scope:"col",children:c.time}),(0,n.jsx)("th",{scope:"col",children:c.type}),(0,n.jsx)("th",{scope:"col","data-numeric":"",children:c.amount}),(0,n.jsx)("th",{scope:"col","data-numeric":"",children:c.fee}),(0,n.jsx)("th",{scope:"col","data-numeric":"",children:c.balance}),(0,n.jsx)("th",{scope:"col",children:c.card}),(0,n.jsx)("th",{scope:"col",children:c.remark})]})}),(0,n.jsx)("tbody",{children:e.map(e=>(0,n.jsx)(W,{item:e},e.id))})]})})})]})}const q=function(){return(0,n.jsx)(l.b,{title:r.strings.pages.wallet,children:(0,n.jsxs)(i.ix,{children:[(0,n.jsx)(o.D,{}),(0,n.jsx)(U,{}),(0,n.jsx)(N,{}),(0,n.jsx)(V,{})]})})}},3263(e,t,a){a.d(t,{h:()=>c});var n=a(6041),r=a(5880),l=a(6252),o=a(9639),i=a(7735);function c({value:e,onValueChange:t,onBlur:a,error:c,currency:s,label:d,hint:u,disabled:p}){return(0,n.jsx)(r.TextField,{label:d??`${o.p.amount.label}（${s}）`,inputMode:"decimal",autoComplete:"off",placeholder:o.p.amount.placeholder,value:e,disabled:p,error:c??void 0,hint:u??o.p.amount.range((0,l.formatMoney)(i.wU)),trailing:(0,n.jsx)("span",{"aria-hidden":"true",children:s}),onChange:e=>t((0,i.JV)(e.target.value)),onBlur:()=>{const n=(0,i.e2)(e);""!==n&&n!==e&&t(n),a?.()}})}},7735(e,t,a){a.d(t,{JV:()=>c,U3:()=>d,e2:()=>s});var n=a(6252),r=a(9700),l=a(9639);const o="1000000.00",i=/^\d+(\.\d+)?$/;function c(e){const t=e.replace(/[\uFF10-\uFF19]/g,e=>String.fromCharCode(e.charCodeAt(0)-65248)).replace(/[．。]/g,".").replace(/[^0-9.]/g,""),[a="",...n]=t.split(".");return n.length>0?`${a}.${n.join("")}`:a}function s(e){const t=e.trim().replace(/\.$/,"").replace(/^\./,"0.");return i.test(t)?(0,r.floorToDecimals)(t,n.MONEY_DECIMALS):""}function d(e,{min:t,currency:a=""}={}){if(""===e.trim())return l.p.amount.required;const i=s(e);return""===i||(0,r.compareDecimals)(i,"0")<=0?l.p.amount.invalid:(0,r.compareDecimals)(i,o)>0?l.p.amount.tooHigh:void 0!==t&&(0,r.compareDecimals)(i,t)<0?l.p.amount.tooLow((0,n.formatMoney)(t),a):null}a.d(t,["wU",0,o])},8131(e,t,a){var n=a(8801);const r=n.default.table`
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
`,l=n.default.div`
  overflow-x: auto;

  @media (max-width: 640px) {
    overflow-x: visible;
  }
`;a.d(t,["A",0,l,"b",0,r])},1842(e,t,a){a.d(t,{Y:()=>o});var n=a(6041),r=a(9521),l=a(2736);function o({result:e,paging:t,onPaging:a,empty:o,children:i}){const{data:c,error:s,isLoading:d,mutate:u}=e;return c?0===c.list.length?(0,n.jsx)(n.Fragment,{children:o}):(0,n.jsxs)(n.Fragment,{children:[i(c.list,d),(0,n.jsx)(r.is,{page:t.page,pageSize:t.pageSize,total:c.total,onPage:e=>a({page:e}),onPageSize:e=>a({size:e})})]}):s&&!d?(0,n.jsx)(l.W5,{onRetry:()=>{u()}}):(0,n.jsx)(l.Gu,{})}},9521(e,t,a){a.d(t,{is:()=>x});var n=a(6041),r=a(8801),l=a(9639);const o=[10,20,50,100];function i(e,t){const a=[...new Set([1,t,e-1,e,e+1].filter(e=>e>=1&&e<=t))].sort((e,t)=>e-t);return a.flatMap((e,t)=>{const n=a[t-1];return void 0!==n&&e-n>1?[null,e]:[e]})}const c=r.default.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 16px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
`,s=r.default.ul`
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
`;function x({page:e,pageSize:t,total:a,onPage:r,onPageSize:x}){const m=Math.max(1,Math.ceil(a/t));return(0,n.jsxs)(c,{"aria-label":l.p.pager.label,children:[(0,n.jsx)("span",{children:l.p.pager.total(a)}),(0,n.jsxs)(s,{children:[(0,n.jsx)("li",{children:(0,n.jsx)(d,{type:"button",disabled:e<=1,onClick:()=>r(e-1),"aria-label":l.p.pager.previous,children:"‹"})}),i(e,m).map((t,a)=>null===t?(0,n.jsx)(u,{"aria-hidden":"true",children:"…"},`gap-${a}`):(0,n.jsx)("li",{children:(0,n.jsx)(d,{type:"button",$current:t===e,"aria-current":t===e?"page":void 0,"aria-label":l.p.pager.page(t,m),onClick:()=>t!==e&&r(t),children:t})},t)),(0,n.jsx)("li",{children:(0,n.jsx)(d,{type:"button",disabled:e>=m,onClick:()=>r(e+1),"aria-label":l.p.pager.next,children:"›"})})]}),x&&(0,n.jsx)(p,{"aria-label":l.p.pager.pageSize,value:t,onChange:e=>x(Number(e.target.value)),children:o.map(e=>(0,n.jsx)("option",{value:e,children:l.p.pager.perPage(e)},e))})]})}a.d(t,["tn",0,o])},7745(e,t,a){a.d(t,{v:()=>p,z:()=>d});var n=a(6041),r=a(1736),l=a(8801);const o=l.default.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`,i=l.default.label`
  color: ${({theme:e})=>e.color.text};
  font-size: 14px;
  font-weight: 500;
`,c=l.css`
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
`,s=l.default.select`
  ${c}
`;function d({label:e,options:t,...a}){const l=(0,r.useId)();return(0,n.jsxs)(o,{children:[(0,n.jsx)(i,{htmlFor:l,children:e}),(0,n.jsx)(s,{id:l,...a,children:t.map(e=>(0,n.jsx)("option",{value:e.value,children:e.label},e.value))})]})}const u=l.default.input`
  ${c}
`;function p({label:e,...t}){const a=(0,r.useId)();return(0,n.jsxs)(o,{children:[(0,n.jsx)(i,{htmlFor:a,children:e}),(0,n.jsx)(u,{id:a,type:"date",...t})]})}},5381(e,t,a){a.d(t,{$:()=>c,q:()=>o});var n=a(6041),r=a(8801),l=a(9700);function o(e){try{return(0,l.compareDecimals)(e,"0")}catch{return 0}}const i=r.default.span`
  color: ${({theme:e,$sign:t})=>t>0?e.status.green.text:t<0?e.status.red.text:e.color.text};
  font-weight: 500;
`;function c({sign:e,children:t}){return(0,n.jsx)(i,{$sign:e,children:t})}},9626(e,t,a){a.d(t,{x:()=>i});var n=a(1736),r=a(7184),l=a(9521);const o=(e,t)=>{const a=Number(e);return Number.isInteger(a)&&a>=1?a:t};function i(e){const[t,a]=(0,r.useSearchParams)(),i={page:o(t.get("page"),1),pageSize:l.tn.includes(Number(t.get("size")))?Number(t.get("size")):10};return{values:(0,n.useMemo)(()=>Object.fromEntries(e.map(e=>[e,t.get(e)??""])),[e,t]),paging:i,update:(0,n.useCallback)((e,{replace:t=!1}={})=>{a(t=>{const a=new URLSearchParams(t);for(const[t,n]of Object.entries(e))""===n||void 0===n?a.delete(t):a.set(t,String(n));return Object.keys(e).some(e=>"page"!==e)&&!("page"in e)&&a.delete("page"),"1"===a.get("page")&&a.delete("page"),a},{replace:t})},[a])}}}}]);