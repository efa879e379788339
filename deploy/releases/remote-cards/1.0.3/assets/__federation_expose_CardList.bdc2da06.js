"use strict";(self.webpackChunkremote_cards=self.webpackChunkremote_cards||[]).push([[870],{4617(e,t,a){a.d(t,{W:()=>x});var n=a(6041),r=a(1736),l=a(5880),s=a(6252),i=a(8954),c=a(9639),o=a(7615);function d({action:e,card:t,onClose:a}){const r=(0,l.useDataContext)(),d=(0,l.useSubmit)({draft:`card-status.${t.id}`,send:()=>e===i.UPDATE_CARD_STATUS.freeze?(0,s.freezeCard)(r,t):(0,s.updateCardStatus)(r,t.id,e).then(()=>"sent"),onDone:t=>{"queued"===t?l.notify.info(c.p.actions.queued):l.notify.success(`${c.p.actions.requested[e]}，${c.p.actions.settling}`),a()}});return(0,n.jsxs)(o.P,{onSubmit:e=>{e.preventDefault(),d.submit({})},children:[(0,n.jsx)("p",{children:c.p.actions.confirmBody[e](t.last4)}),(0,n.jsx)(l.ResubmitNotice,{waiting:d.waiting,online:d.online,pending:d.pending,error:d.error}),(0,n.jsxs)(o.I,{children:[(0,n.jsx)(l.Button,{type:"button",variant:"secondary",onClick:a,children:c.p.cancel}),(0,n.jsx)(l.Button,{type:"submit",loading:d.pending,children:c.p.actions[e]})]})]})}const p=a(8801).default.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;function u({last4:e,variant:t,onCancel:a}){return(0,n.jsxs)(p,{children:[(0,n.jsx)("span",{role:"status",children:(0,n.jsx)(s.StatusTag,{color:"gold",children:c.p.actions.pending})}),(0,n.jsx)(l.Button,{type:"button",variant:t,"aria-label":c.p.actions.cancelPendingLabel(e),onClick:a,children:c.p.actions.cancelPending})]})}function x({card:e,variant:t="text"}){const[a,o]=(0,r.useState)(null),p=(0,l.useDataContext)(),x=(0,s.useQueuedFreeze)(e.id),h=(0,i.cardActions)(e.status);return x&&"CARD_STATUS_NORMAL"===e.status?(0,n.jsx)(u,{last4:e.last4,variant:t,onCancel:()=>{(0,s.cancelQueuedFreeze)(p,e.id),l.notify.info(c.p.actions.cancelled)}}):0===h.length?null:(0,n.jsxs)(n.Fragment,{children:[h.map(a=>(0,n.jsx)(l.Button,{type:"button",variant:t,"aria-label":`${c.p.actions[a]} ${c.p.cards.maskedLabel(e.last4)}`,onClick:()=>o(a),children:c.p.actions[a]},a)),(0,n.jsx)(l.Dialog,{open:null!==a,onClose:()=>o(null),title:a?c.p.actions.confirmTitle[a]:"",children:a&&(0,n.jsx)(d,{action:a,card:e,onClose:()=>o(null)})})]})}},8777(e,t,a){a.d(t,{D:()=>c,b:()=>i});var n=a(6041),r=a(6252),l=a(8954),s=a(4603);function i({status:e}){const t=l.CARD_STATUSES[e]?.color??"default";return(0,n.jsx)(r.StatusTag,{color:t,children:s.M.cardStatus[e]??e})}function c({status:e}){const t=l.CARD_TRANSACTION_STATUSES[e]?.color??"default";return(0,n.jsx)(r.StatusTag,{color:t,children:s.M.cardTransactionStatus[e]??e})}},4603(e,t,a){var n=a(5880),r=a(8954);const l=e=>Object.fromEntries(Object.entries(e).map(([e,{label:t}])=>[e,t])),s={cardStatus:l(r.CARD_STATUSES),cardTransactionStatus:l(r.CARD_TRANSACTION_STATUSES),cardTransactionType:{...r.CARD_TRANSACTION_TYPES},walletTransactionType:{...r.WALLET_TRANSACTION_TYPES}},i=(0,n.defineCatalogue)("remote-cards/contract-labels",s,()=>a.e(825).then(()=>a(5294)));a.d(t,["M",0,i])},7152(e,t,a){a.r(t),a.d(t,{default:()=>w});var n=a(6041),r=a(1736),l=a(7184),s=a(8801),i=a(5880),c=a(6252),o=a(4390),d=a(9639),p=a(105),u=a(1842),x=a(3142),h=a(2736),g=a(9626);function b({value:e,onSearch:t}){const[a,l]=(0,r.useState)(e),[s,c]=(0,r.useState)(e);return e!==s&&(c(e),l(e)),(0,r.useEffect)(()=>{if(a===e)return;const n=setTimeout(()=>t(a),250);return()=>clearTimeout(n)},[a,e,t]),(0,n.jsx)(i.TextField,{label:d.p.cards.search,type:"search",inputMode:"numeric",autoComplete:"off",maxLength:4,placeholder:d.p.cards.searchPlaceholder,value:a,onChange:e=>l((0,i.digitsOnly)(e.target.value).slice(0,4))})}var f=a(6829),m=a(6120),j=a(8954),S=a(4603);const y=s.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`,v=(0,s.default)(i.PillButton)`
  font-size: 14px;

  &::before {
    content: '';
    display: ${({$tone:e})=>e?"block":"none"};
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({theme:e,$tone:t})=>t?e.status[t].text:"transparent"};
  }
  &[aria-pressed='true'] {
    border-color: ${({theme:e})=>e.color.accent};
    background: ${({theme:e})=>e.color.accentTint};
    color: ${({theme:e})=>e.color.accent};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 1px;
  }
`,C=Object.entries(j.CARD_STATUSES);function k({value:e,onChange:t}){return(0,n.jsxs)(y,{role:"group","aria-label":d.p.cards.filterLabel,children:[(0,n.jsx)(v,{type:"button",$tone:null,"aria-pressed":""===e,onClick:()=>t(""),children:d.p.cards.all}),C.map(([a,{color:r}])=>(0,n.jsx)(v,{type:"button",$tone:r,"aria-pressed":e===a,onClick:()=>t(a),children:S.M.cardStatus[a]},a))]})}const T=s.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: 16px;
`,$=s.default.div`
  width: min(260px, 100%);
`,w=function(){const{values:e,paging:t,update:a}=(0,g.x)(m.tz),s=(0,c.useCards)((0,m.Rk)(e,t)),[j,S]=(0,r.useState)(new Set),y=(0,p.N)(),v=(0,l.useNavigate)(),C=""!==e.status||""!==e.q,w=(0,r.useCallback)((e,t)=>{S(a=>{const n=new Set(a);for(const a of e)t?n.add(a):n.delete(a);return n})},[]),A=(0,r.useCallback)(e=>a({q:e},{replace:!0}),[a]);return(0,n.jsx)(o.b,{title:i.strings.pages.card,children:(0,n.jsxs)(x.ix,{children:[(0,n.jsx)(p.D,{}),(0,n.jsxs)(x.Zk,{"aria-label":d.p.cards.listLabel,children:[(0,n.jsxs)(T,{children:[(0,n.jsx)(k,{value:(0,m.BO)(e.status)?e.status:"",onChange:e=>a({status:e})}),(0,n.jsxs)(x.M7,{children:[y.blocked?(0,n.jsx)(i.Button,{type:"button",disabled:!0,"aria-describedby":y.reasonId,title:y.title,children:d.p.cards.openCard}):(0,n.jsx)(i.Button,{type:"button",onClick:()=>v(i.PATHS.createCard),children:d.p.cards.openCard}),y.reason,(0,n.jsx)(i.Button,{type:"button",variant:"secondary",onClick:()=>v(i.PATHS.bulkExport,{state:{cardIds:[...j]}}),children:j.size>0?d.p.cards.bulkExportSelected(j.size):d.p.cards.bulkExport})]})]}),(0,n.jsx)($,{children:(0,n.jsx)(b,{value:e.q,onSearch:A})}),(0,n.jsx)(u.Y,{result:s,paging:t,onPaging:a,empty:C?(0,n.jsx)(h.pp,{message:d.p.cards.emptyFiltered}):(0,n.jsx)(h.pp,{message:d.p.cards.empty,hint:d.p.cards.emptyHint,action:y.blocked?void 0:(0,n.jsx)(l.Link,{to:i.PATHS.createCard,children:d.p.cards.openCard})}),children:(e,t)=>(0,n.jsx)(f.x,{cards:e,selected:j,onSelect:w,busy:t})})]})]})})}},6120(e,t,a){a.d(t,{Rk:()=>l});var n=a(8954);const r=e=>e in n.CARD_STATUSES;function l({status:e,q:t},{page:a,pageSize:n}){const l={page:a,page_size:n};return r(e)&&(l.status=e),/^\d{1,4}$/.test(t)&&(l.keyword=t),l}a.d(t,["BO",0,r,"tz",0,["status","q"]])},6829(e,t,a){a.d(t,{x:()=>m,k:()=>f});var n=a(6041),r=a(7184),l=a(8801),s=a(5880),i=a(6252),c=a(4617),o=a(8777),d=a(9639),p=a(8131);const u=(0,l.default)(r.Link)`
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
`,x=d.p.cards.columns,h=(0,l.default)(r.Link)`
  color: ${({theme:e})=>e.color.text};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.5px;
  text-decoration: none;

  &:hover {
    color: ${({theme:e})=>e.color.accent};
    text-decoration: underline;
  }
`,g=l.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  justify-content: flex-end;
  width: 100%;
`,b=l.default.td`
  width: 40px;

  & input {
    width: 18px;
    height: 18px;
    accent-color: ${({theme:e})=>e.color.accentLine};
  }
`,f=e=>`${s.PATHS.cardDetails}?id=${encodeURIComponent(e)}`;function m({cards:e,selected:t,onSelect:a,busy:r}){const l=e.length>0&&e.every(e=>t.has(e.id));return(0,n.jsx)(p.A,{children:(0,n.jsxs)(p.b,{"aria-label":d.p.cards.listLabel,"aria-busy":r||void 0,children:[(0,n.jsx)("thead",{children:(0,n.jsxs)("tr",{children:[(0,n.jsx)("th",{scope:"col",children:(0,n.jsx)("input",{type:"checkbox","aria-label":d.p.cards.selectAll,checked:l,onChange:t=>a(e.map(e=>e.id),t.target.checked)})}),(0,n.jsx)("th",{scope:"col",children:x.card}),(0,n.jsx)("th",{scope:"col",children:x.currency}),(0,n.jsx)("th",{scope:"col","data-numeric":"",children:x.balance}),(0,n.jsx)("th",{scope:"col",children:x.status}),(0,n.jsx)("th",{scope:"col",children:x.created}),(0,n.jsx)("th",{scope:"col","data-numeric":"",children:x.actions})]})}),(0,n.jsx)("tbody",{children:e.map(e=>(0,n.jsxs)("tr",{children:[(0,n.jsx)(b,{children:(0,n.jsx)("input",{type:"checkbox","aria-label":d.p.cards.select(e.last4),checked:t.has(e.id),onChange:t=>a([e.id],t.target.checked)})}),(0,n.jsx)("td",{"data-label":x.card,children:(0,n.jsx)(h,{to:f(e.id),"aria-label":d.p.cards.maskedLabel(e.last4),children:d.p.cards.masked(e.last4)})}),(0,n.jsx)("td",{"data-label":x.currency,children:e.currency}),(0,n.jsx)("td",{"data-label":x.balance,"data-numeric":"",children:(0,i.formatMoney)(e.balance)}),(0,n.jsx)("td",{"data-label":x.status,children:(0,n.jsx)(o.b,{status:e.status})}),(0,n.jsx)("td",{"data-label":x.created,children:(0,i.formatDateTime)(e.created_at)}),(0,n.jsx)("td",{"data-numeric":"",children:(0,n.jsxs)(g,{children:[(0,n.jsx)(c.W,{card:e}),(0,n.jsx)(u,{to:f(e.id),"aria-label":`${d.p.cards.details} ${d.p.cards.maskedLabel(e.last4)}`,children:d.p.cards.details})]})})]},e.id))})]})})}},8131(e,t,a){var n=a(8801);const r=n.default.table`
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
`;a.d(t,["A",0,l,"b",0,r])},1842(e,t,a){a.d(t,{Y:()=>s});var n=a(6041),r=a(9521),l=a(2736);function s({result:e,paging:t,onPaging:a,empty:s,children:i}){const{data:c,error:o,isLoading:d,mutate:p}=e;return c?0===c.list.length?(0,n.jsx)(n.Fragment,{children:s}):(0,n.jsxs)(n.Fragment,{children:[i(c.list,d),(0,n.jsx)(r.is,{page:t.page,pageSize:t.pageSize,total:c.total,onPage:e=>a({page:e}),onPageSize:e=>a({size:e})})]}):o&&!d?(0,n.jsx)(l.W5,{onRetry:()=>{p()}}):(0,n.jsx)(l.Gu,{})}},9521(e,t,a){a.d(t,{is:()=>x});var n=a(6041),r=a(8801),l=a(9639);const s=[10,20,50,100];function i(e,t){const a=[...new Set([1,t,e-1,e,e+1].filter(e=>e>=1&&e<=t))].sort((e,t)=>e-t);return a.flatMap((e,t)=>{const n=a[t-1];return void 0!==n&&e-n>1?[null,e]:[e]})}const c=r.default.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 16px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
`,o=r.default.ul`
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
`,p=r.default.li`
  align-self: center;
  padding: 0 4px;
`,u=r.default.select`
  height: 36px;
  padding: 0 8px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: 6px;
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  font: inherit;
`;function x({page:e,pageSize:t,total:a,onPage:r,onPageSize:x}){const h=Math.max(1,Math.ceil(a/t));return(0,n.jsxs)(c,{"aria-label":l.p.pager.label,children:[(0,n.jsx)("span",{children:l.p.pager.total(a)}),(0,n.jsxs)(o,{children:[(0,n.jsx)("li",{children:(0,n.jsx)(d,{type:"button",disabled:e<=1,onClick:()=>r(e-1),"aria-label":l.p.pager.previous,children:"‹"})}),i(e,h).map((t,a)=>null===t?(0,n.jsx)(p,{"aria-hidden":"true",children:"…"},`gap-${a}`):(0,n.jsx)("li",{children:(0,n.jsx)(d,{type:"button",$current:t===e,"aria-current":t===e?"page":void 0,"aria-label":l.p.pager.page(t,h),onClick:()=>t!==e&&r(t),children:t})},t)),(0,n.jsx)("li",{children:(0,n.jsx)(d,{type:"button",disabled:e>=h,onClick:()=>r(e+1),"aria-label":l.p.pager.next,children:"›"})})]}),x&&(0,n.jsx)(u,{"aria-label":l.p.pager.pageSize,value:t,onChange:e=>x(Number(e.target.value)),children:s.map(e=>(0,n.jsx)("option",{value:e,children:l.p.pager.perPage(e)},e))})]})}a.d(t,["tn",0,s])},9626(e,t,a){a.d(t,{x:()=>i});var n=a(1736),r=a(7184),l=a(9521);const s=(e,t)=>{const a=Number(e);return Number.isInteger(a)&&a>=1?a:t};function i(e){const[t,a]=(0,r.useSearchParams)(),i={page:s(t.get("page"),1),pageSize:l.tn.includes(Number(t.get("size")))?Number(t.get("size")):10};return{values:(0,n.useMemo)(()=>Object.fromEntries(e.map(e=>[e,t.get(e)??""])),[e,t]),paging:i,update:(0,n.useCallback)((e,{replace:t=!1}={})=>{a(t=>{const a=new URLSearchParams(t);for(const[t,n]of Object.entries(e))""===n||void 0===n?a.delete(t):a.set(t,String(n));return Object.keys(e).some(e=>"page"!==e)&&!("page"in e)&&a.delete("page"),"1"===a.get("page")&&a.delete("page"),a},{replace:t})},[a])}}}}]);