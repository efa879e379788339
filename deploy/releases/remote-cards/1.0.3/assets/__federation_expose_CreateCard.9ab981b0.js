"use strict";(self.webpackChunkremote_cards=self.webpackChunkremote_cards||[]).push([[438],{8870(e,r,t){t.r(r),t.d(r,{default:()=>q});var n=t(6041),a=t(1736),i=t(7184),o=t(8801),l=t(5880),d=t(6252),c=t(9700),s=t(3263),u=t(7735),p=t(4390),m=t(9639),h=t(5757),x=t(7615),g=t(105),f=t(3142),y=t(2736),b=t(7665),j=t(8597);const v=m.p.createCard,$=o.default.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 8px;
    font-size: 14px;
    font-weight: 500;
  }
`,C=o.default.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({theme:e})=>e.color.accent};
    background: ${({theme:e})=>e.color.accentTint};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
  & strong {
    display: flex;
    gap: 8px;
    align-items: center;
    font-size: 15px;
  }
  & input {
    accent-color: ${({theme:e})=>e.color.accentLine};
  }
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
    color: ${({theme:e})=>e.color.textMuted};
    font-size: 13px;
  }
  & dd {
    margin: 0;
    color: ${({theme:e})=>e.color.text};
  }
`;function D({products:e,value:r,onChange:t}){return(0,n.jsxs)($,{children:[(0,n.jsx)("legend",{children:v.productLabel}),e.map(e=>(0,n.jsxs)(C,{children:[(0,n.jsxs)("strong",{children:[(0,n.jsx)("input",{type:"radio",name:"product",value:e.id,checked:r===e.id,"aria-labelledby":`product-${e.id}`,"aria-describedby":`product-${e.id}-facts`,onChange:()=>t(e.id)}),(0,n.jsx)("span",{id:`product-${e.id}`,children:e.name})]}),(0,n.jsxs)("dl",{id:`product-${e.id}-facts`,children:[(0,n.jsx)("dt",{children:v.bin}),(0,n.jsxs)("dd",{children:[e.bin," · ",e.currency]}),(0,n.jsx)("dt",{children:v.openFee}),(0,n.jsx)("dd",{children:(0,j.Y)(e.open_fee,e.currency)}),(0,n.jsx)("dt",{children:v.rechargeFee}),(0,n.jsx)("dd",{children:(0,j.Y)(e.recharge_fee,e.currency)}),(0,n.jsx)("dt",{children:v.minLoad}),(0,n.jsxs)("dd",{children:[(0,d.formatMoney)(e.min_recharge)," ",e.currency]}),e.needs_profile&&(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)("dt",{children:v.profileNeeded}),(0,n.jsx)("dd",{children:v.profileNeededText})]})]})]},e.id))]})}var w=t(3285);const M=m.p.createCard,F=o.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;function S({products:e,available:r}){const t=(0,i.useNavigate)(),o=(0,g.N)(),p=(0,b.Rx)(),[m,f]=(0,a.useState)(p&&e.some(e=>e.id===p.productId)?p.productId:e[0]?.id??""),[y,j]=(0,a.useState)(p?String(p.quantity):"1"),[v,$]=(0,a.useState)(p?.amount??""),[C,S]=(0,a.useState)({}),q=e.find(e=>e.id===m)??e[0],N=(0,b.EH)(r),_=(0,d.useCardholderProfile)().data?.profile??null,k=(0,d.useWalletBalances)().data?.find(e=>e.currency===q.currency)?.available??"0.00",I=e=>/^\d+$/.test(e)&&Number(e)>=1&&Number(e)<=N?null:M.quantityInvalid(N),L=e=>(0,u.U3)(e,{min:q.min_recharge,currency:q.currency}),T=null===I(y)&&null===L(v)?(0,b.s8)(q,(0,u.e2)(v),Number(y)):null,z=null===T||(0,c.compareDecimals)(T.total,k)<=0,H=e=>`${(0,d.formatMoney)(e)} ${q.currency}`;return(0,n.jsxs)(x.P,{noValidate:!0,onSubmit:function(e){e.preventDefault();const r={quantity:I(y),amount:L(v)};S(r),r.quantity||r.amount||!z||o.blocked||((0,b.M5)({productId:q.id,quantity:Number(y),amount:(0,u.e2)(v)}),t(q.needs_profile&&!_?l.PATHS.createCardSecondaryVerification:l.PATHS.createCardVerification))},children:[(0,n.jsx)(w.g,{current:"order",withProfile:q.needs_profile&&!_}),(0,n.jsx)(D,{products:e,value:q.id,onChange:f}),(0,n.jsx)(l.TextField,{label:M.quantity,hint:M.quantityHint(N),inputMode:"numeric",value:y,error:C.quantity??void 0,onChange:e=>{j(e.target.value.replace(/\D/g,"").slice(0,3)),S(e=>({...e,quantity:null}))},onBlur:()=>S(e=>({...e,quantity:I(y)}))}),(0,n.jsx)(s.h,{label:`${M.amount}（${q.currency}）`,currency:q.currency,value:v,error:C.amount,onValueChange:e=>{$(e),S(e=>({...e,amount:null}))},onBlur:()=>""!==v&&S(e=>({...e,amount:L(v)}))}),T&&(0,n.jsxs)(h.g,{"aria-label":M.costLabel,"aria-live":"polite",children:[(0,n.jsx)("dt",{children:M.openFee}),(0,n.jsx)("dd",{children:H(T.openFee)}),(0,n.jsx)("dt",{children:M.firstRechargeFee}),(0,n.jsx)("dd",{children:H(T.rechargeFee)}),(0,n.jsx)("dt",{children:M.perCard}),(0,n.jsx)("dd",{children:H(T.perCard)}),(0,n.jsxs)("dt",{className:"total",children:[M.total,"（",M.cards(Number(y)),"）"]}),(0,n.jsx)("dd",{className:"total",children:H(T.total)}),(0,n.jsx)("dt",{children:M.walletAvailable}),(0,n.jsx)("dd",{children:H(k)})]}),!z&&(0,n.jsx)(F,{role:"alert",children:M.notCovered}),o.reason,(0,n.jsx)(x.I,{children:(0,n.jsx)(l.Button,{type:"submit",disabled:o.blocked||!z,"aria-describedby":o.reasonId,title:o.title,children:M.next})})]})}const q=function(){const{data:e,error:r,isLoading:t,mutate:a}=(0,d.useOpenedAvailable)();return(0,n.jsx)(p.b,{title:l.strings.pages.createCard,children:(0,n.jsxs)(f.ix,{children:[(0,n.jsx)(g.D,{}),(0,n.jsx)(f.Zk,{children:e?0===e.products.length?(0,n.jsx)(y.pp,{message:M.noProducts}):0===(0,b.EH)(e.available)?(0,n.jsx)(y.pp,{message:M.noneLeft}):(0,n.jsx)(S,{products:e.products,available:e.available}):r&&!t?(0,n.jsx)(y.W5,{onRetry:()=>{a()}}):(0,n.jsx)(y.Gu,{})})]})})}},3263(e,r,t){t.d(r,{h:()=>d});var n=t(6041),a=t(5880),i=t(6252),o=t(9639),l=t(7735);function d({value:e,onValueChange:r,onBlur:t,error:d,currency:c,label:s,hint:u,disabled:p}){return(0,n.jsx)(a.TextField,{label:s??`${o.p.amount.label}（${c}）`,inputMode:"decimal",autoComplete:"off",placeholder:o.p.amount.placeholder,value:e,disabled:p,error:d??void 0,hint:u??o.p.amount.range((0,i.formatMoney)(l.wU)),trailing:(0,n.jsx)("span",{"aria-hidden":"true",children:c}),onChange:e=>r((0,l.JV)(e.target.value)),onBlur:()=>{const n=(0,l.e2)(e);""!==n&&n!==e&&r(n),t?.()}})}},7735(e,r,t){t.d(r,{JV:()=>d,U3:()=>s,e2:()=>c});var n=t(6252),a=t(9700),i=t(9639);const o="1000000.00",l=/^\d+(\.\d+)?$/;function d(e){const r=e.replace(/[\uFF10-\uFF19]/g,e=>String.fromCharCode(e.charCodeAt(0)-65248)).replace(/[．。]/g,".").replace(/[^0-9.]/g,""),[t="",...n]=r.split(".");return n.length>0?`${t}.${n.join("")}`:t}function c(e){const r=e.trim().replace(/\.$/,"").replace(/^\./,"0.");return l.test(r)?(0,a.floorToDecimals)(r,n.MONEY_DECIMALS):""}function s(e,{min:r,currency:t=""}={}){if(""===e.trim())return i.p.amount.required;const l=c(e);return""===l||(0,a.compareDecimals)(l,"0")<=0?i.p.amount.invalid:(0,a.compareDecimals)(l,o)>0?i.p.amount.tooHigh:void 0!==r&&(0,a.compareDecimals)(l,r)<0?i.p.amount.tooLow((0,n.formatMoney)(r),t):null}t.d(r,["wU",0,o])},8597(e,r,t){t.d(r,{Y:()=>o});var n=t(6252),a=t(9700);const i=(0,t(5880).defineCatalogue)("remote-cards/money",{minimum:e=>`最低 ${e}`,maximum:e=>`最高 ${e}`,free:"免手续费",limits:(e,r)=>`${e}（${r.join("，")}）`},()=>t.e(825).then(()=>t(4631)));function o(e,r){const t=[];0!==(0,a.compareDecimals)(e.rate,"0")&&t.push(`${(0,a.formatDecimal)((0,a.multiplyDecimals)(e.rate,"100"))}%`),0!==(0,a.compareDecimals)(e.value,"0")&&t.push(`${(0,n.formatMoney)(e.value)} ${r}`);const o=[];if((0,a.compareDecimals)(e.min,"0")>0&&o.push(i.minimum((0,n.formatMoney)(e.min))),(0,a.compareDecimals)(e.max,"0")>=0&&t.length>0&&o.push(i.maximum((0,n.formatMoney)(e.max))),0===t.length&&0===o.length)return i.free;const l=t.length>0?t.join(" + "):`${(0,n.formatMoney)(e.min)} ${r}`;return o.length>0&&t.length>0?i.limits(l,o):l}},7665(e,r,t){t.d(r,{Rx:()=>o,s8:()=>l});var n=t(5880),a=t(9700);const i="create-card:order";function o(){try{const e=JSON.parse((0,n.readStorage)("session",i)??"null");return e&&"string"==typeof e.productId&&"string"==typeof e.amount?!Number.isInteger(e.quantity)||(e.quantity??0)<1?null:{productId:e.productId,quantity:e.quantity,amount:e.amount}:null}catch{return null}}function l(e,r,t){const n=(0,a.chargedFee)(r,e.open_fee),i=(0,a.chargedFee)(r,e.recharge_fee),o=(0,a.floorToDecimals)((0,a.addDecimals)((0,a.addDecimals)(n,i),r),2);return{openFee:n,rechargeFee:i,perCard:o,total:(0,a.floorToDecimals)((0,a.multiplyDecimals)(o,t),2)}}t.d(r,["EH",0,e=>Math.max(0,Math.min(100,e)),"M5",0,e=>(0,n.writeStorage)("session",i,JSON.stringify(e)),"Uy",0,()=>(0,n.writeStorage)("session",i,null)])},3285(e,r,t){t.d(r,{g:()=>l});var n=t(6041),a=t(8801),i=t(9639);const o=a.default.ol`
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
`;function l({current:e,withProfile:r=!1}){const t=r?["order","profile","verify"]:["order","verify"];return(0,n.jsx)("nav",{"aria-label":i.p.createCard.stepsLabel,children:(0,n.jsx)(o,{children:t.map(r=>(0,n.jsx)("li",{"aria-current":r===e?"step":void 0,children:i.p.createCard.steps[r]},r))})})}},5757(e,r,t){var n=t(8801);const a=n.default.dl`
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
`,i=(0,n.default)(a)`
  padding: 12px 16px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.page};

  & .total {
    font-weight: 600;
  }
`;t.d(r,["g",0,i,"l",0,a])}}]);