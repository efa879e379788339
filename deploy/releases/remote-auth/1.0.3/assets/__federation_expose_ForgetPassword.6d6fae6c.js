"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[868],{4386(e,t,n){n.r(t),n.d(t,{default:()=>C});var a=n(6041),i=n(1736),o=n(3090),l=n(7184),r=n(5880),s=n(1629),c=n(8188),d=n(1572),u=n(8801),h=n(6064),p=n(1394);const x=(0,r.defineCatalogue)("remote-auth/forget-password",{methods:"找回方式",sendAgain:"重新发送",otherEmail:"更换邮箱",backToSignIn:"返回登录",backToSettings:"返回设置"},()=>n.e(825).then(()=>n(9209))),m=u.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.text};
  font-size: 15px;
  line-height: 1.6;

  &:focus {
    outline: none;
  }
`,g="forget-password.email";function f({form:e,type:t,sent:n,onSentChange:i,home:o}){const{email:l}=e.values,s=(0,r.useSubmit)({draft:g,keep:["email"],send:e=>(0,r.sendResetLink)(e.email,t),onDone:()=>i(!0)});return n?(0,a.jsx)(b,{onResend:()=>(0,r.sendResetLink)(l,t),onOtherEmail:()=>i(!1),home:o}):(0,a.jsxs)(p.Zu,{noValidate:!0,onSubmit:t=>{!async function(t){t.preventDefault(),e.checkAll()&&await s.submit({email:l})}(t)},children:[(0,a.jsx)(h.L,{value:l,error:e.errors.email,onValueChange:t=>e.setValue("email",t),onBlur:()=>""!==l&&e.check("email")}),(0,a.jsx)(r.ResubmitNotice,{waiting:s.waiting,online:s.online,pending:s.pending}),(0,a.jsx)(r.Button,{type:"submit",block:!0,loading:s.pending,children:r.strings.auth.sendLink})]})}function b({onResend:e,onOtherEmail:t,home:n}){const o=(0,i.useRef)(null);return(0,i.useEffect)(()=>o.current?.focus(),[]),(0,a.jsxs)(p.Zu,{as:"div",children:[(0,a.jsx)(m,{ref:o,role:"status",tabIndex:-1,children:r.strings.auth.checkInbox}),(0,a.jsx)(r.SendCodeButton,{sentAlready:!0,focusAfterSend:()=>o.current,variant:"secondary",block:!0,onSend:async()=>(await e(),!0),children:x.sendAgain}),(0,a.jsxs)(p.h1,{children:[(0,a.jsx)(l.Link,{to:n.path,children:n.label}),(0,a.jsx)(r.Button,{type:"button",variant:"text",onClick:t,children:x.otherEmail})]})]})}var k=n(8954),j=n(1252),v=n(6026);const w="forget-password.phone";function y({form:e}){const t=(0,l.useNavigate)(),{phone:n}=e.values,i=(0,r.useSubmit)({draft:w,keep:["phone"],send:e=>(0,r.requestPhoneReset)({phone_info:{phone:e.phone,phone_prefix:k.PHONE_PREFIX}}),onDone:(e,n)=>t(r.PATHS.changePasswordCheck,{state:(0,v.T)(n.phone)})});return(0,a.jsxs)(p.Zu,{noValidate:!0,onSubmit:t=>{!async function(t){t.preventDefault(),e.checkAll()&&await i.submit({phone:n})}(t)},children:[(0,a.jsx)(j.PV,{value:n,error:e.errors.phone,onValueChange:t=>e.setValue("phone",t),onBlur:()=>""!==n&&e.check("phone")}),(0,a.jsx)(r.ResubmitNotice,{waiting:i.waiting,online:i.online,pending:i.pending}),(0,a.jsx)(r.Button,{type:"submit",block:!0,loading:i.pending,children:r.strings.auth.next})]})}const S={phone:"phoneMainland"},T={email:"email"},C=function(){const[e]=(0,l.useSearchParams)(),t="FORGET_TRX_PASSWORD"===e.get("type")?"FORGET_TRX_PASSWORD":"FORGET_PASSWORD",{isLogin:n}=(0,o.useAtomValue)(r.sessionAtom),u=(0,s.m)({phone:(0,r.keptText)(w,"phone")},S),h=(0,s.m)({email:(0,r.keptText)(g,"email")},T),[p,m]=(0,i.useState)(()=>""!==h.values.email?"email":"phone"),[b,k]=(0,i.useState)(!1),j="FORGET_TRX_PASSWORD"===t&&n?{path:r.PATHS.settings,label:x.backToSettings}:{path:r.PATHS.signIn,label:x.backToSignIn},v=(0,a.jsx)(f,{form:h,type:t,sent:b,onSentChange:k,home:j});return"FORGET_TRX_PASSWORD"===t?(0,a.jsx)(d.w,{title:r.strings.auth.resetTransactionPassword,back:j.path,children:v}):(0,a.jsx)(d.w,{title:r.strings.pages.forgetPassword,back:r.PATHS.signIn,children:(0,a.jsx)(r.Tabs,{items:(0,c.T)(),value:p,onValueChange:e=>m("email"===e?"email":"phone"),"aria-label":x.methods,children:e=>"phone"===e?(0,a.jsx)(y,{form:u}):v})})}},6064(e,t,n){n.d(t,{L:()=>l});var a=n(6041),i=n(5880);const o=n(7879).p.email;function l({label:e=o.label,onValueChange:t,...n}){return(0,a.jsx)(i.TextField,{name:"email",type:"email",autoComplete:"email",placeholder:o.placeholder,...n,label:e,onChange:e=>t(e.target.value.replace(/\s/g,""))})}},1394(e,t,n){var a=n(8801);const i=a.default.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`,o=a.default.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
  color: ${({theme:e})=>e.color.textMuted};

  /* Underlined: among grey text a link must not be told apart by its colour alone (WCAG 1.4.1). */
  a {
    color: ${({theme:e})=>e.color.accent};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
`,l=a.default.p.attrs({role:"alert"})`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;n.d(t,["C5",0,l,"Zu",0,i,"h1",0,o])},8188(e,t,n){var a=n(5880);n.d(t,["T",0,()=>[{key:"phone",label:a.strings.auth.phoneTab},{key:"email",label:a.strings.auth.emailTab}]])},1252(e,t,n){n.d(t,{PV:()=>d});var a=n(6041),i=n(1736),o=n(8801),l=n(5880),r=n(8954);const s=n(7879).p.phone,c=o.default.span`
  flex: none;
  align-self: stretch;
  display: inline-flex;
  align-items: center;
  margin-right: 8px;
  padding-right: 10px;
  border-right: 1px solid ${({theme:e})=>e.color.border};
  color: ${({theme:e})=>e.color.text};
  font-size: 16px;
  font-variant-numeric: tabular-nums;
  user-select: none;
`;function d({label:e=s.label,...t}){const n=(0,i.useId)();return(0,a.jsx)(l.DigitField,{name:"phone",autoComplete:"tel-national",placeholder:s.placeholder,...t,label:e,maxLength:11,"aria-describedby":[n,t["aria-describedby"]].filter(Boolean).join(" "),leading:(0,a.jsxs)(c,{id:n,children:["+",r.PHONE_PREFIX]})})}},7879(e,t,n){const a=(0,n(5880).defineCatalogue)("remote-auth/forms",{phone:{label:"手机号",placeholder:"请输入手机号"},email:{label:"邮箱",placeholder:"请输入邮箱"},code:{placeholder:"请输入6位验证码"}},()=>n.e(825).then(()=>n(6602)));n.d(t,["p",0,a])},1629(e,t,n){n.d(t,{m:()=>o});var a=n(1736),i=n(5880);function o(e,t){const[n,o]=(0,a.useState)(e),[l,r]=(0,a.useState)({}),s=(0,a.useCallback)((e,n)=>{const a=t[e];return void 0===a?null:"function"==typeof a?a(n[e],n):(0,i.validate)(a,n[e])},[t]),c=(0,a.useCallback)((e,t)=>{r(n=>{if((n[e]??null)===t)return n;const a={...n};return null===t?delete a[e]:a[e]=t,a})},[]),d=(0,a.useCallback)((e,t)=>{const a={...n,[e]:t};o(a),r(t=>{if(void 0===t[e])return t;const n=s(e,a),i={...t};return null===n?delete i[e]:i[e]=n,i})},[s,n]),u=(0,a.useCallback)(e=>{const t=s(e,n);return c(e,t),t},[s,c,n]),h=(0,a.useCallback)(()=>{const e={};for(const a of Object.keys(t)){const t=s(a,n);null!==t&&(e[a]=t)}return r(e),0===Object.keys(e).length},[t,s,n]);return{values:n,errors:l,setValue:d,check:u,checkAll:h,setError:c}}},6026(e,t,n){n.d(t,{g:()=>i});var a=n(5880);function i(e){if("object"!=typeof e||null===e)return null;const{phone:t}=e;return"string"==typeof t&&null===(0,a.validate)("phoneMainland",t)?t:null}n.d(t,["T",0,e=>({phone:e})])},1572(e,t,n){n.d(t,{w:()=>w});var a=n(6041),i=n(1736),o=n(7184),l=n(8801),r=n(5880);const s=(0,r.defineCatalogue)("remote-auth/shell",{back:"返回",loadingMerchant:"正在加载",icpLinkTitle:"工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统"},()=>n.e(825).then(()=>n(4542)));function c(e,t,n=new Date){const a=String(n.getFullYear()),i=e.trim();return["©",""===i||i===a?a:`${i}-${a}`,t.trim().replace(/^https?:\/\//i,"").replace(/\/+$/,""),r.strings.footer.rightsReserved].filter(Boolean).join(" ")}var d=n(3090);const u=l.default.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({theme:e})=>e.color.accentTint};
`,h=l.default.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding: 12px 24px;

  @media (max-width: 600px) {
    padding: 8px 12px;
  }
`,p=(0,l.default)(r.LocaleSwitch)`
  margin-left: auto;
`,x=l.default.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`,m=l.default.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({theme:e})=>e.color.text};
  cursor: pointer;

  &:hover {
    background: ${({theme:e})=>e.color.surface};
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
`,g=l.default.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 24px 16px 40px;

  @media (min-width: 601px) {
    align-items: center;
  }
  @media (max-width: 600px) {
    padding: 8px 0 24px;
  }
`,f=l.default.section`
  width: 100%;
  max-width: ${({$reading:e})=>e?"760px":"440px"};
  padding: 40px 40px 32px;
  border-radius: 16px;
  background: ${({theme:e})=>e.color.surface};
  box-shadow: 0 8px 32px rgba(31, 35, 41, 0.08);

  @media (max-width: 600px) {
    max-width: none;
    padding: 24px 20px;
    border-radius: 0;
    box-shadow: none;
  }
`,b=l.default.h1`
  margin: 0 0 20px;
  color: ${({theme:e})=>e.color.text};
  font-size: 24px;
  font-weight: 600;
  line-height: 1.3;
`,k=l.default.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`,j=l.default.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 16px;
  padding: 16px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 12px;
  text-align: center;

  a {
    color: inherit;
  }
`;function v({back:e}){const t=(0,o.useNavigate)();return(0,a.jsx)(m,{type:"button","aria-label":s.back,onClick:()=>"string"==typeof e?t(e):e(),children:(0,a.jsx)("svg",{width:"22",height:"22",viewBox:"0 0 24 24","aria-hidden":"true",fill:"none",stroke:"currentColor",children:(0,a.jsx)("path",{d:"M15 5l-7 7 7 7",strokeWidth:"2",strokeLinecap:"round",strokeLinejoin:"round"})})})}function w({title:e,intro:t,back:n,reading:o=!1,children:l}){const{data:m,error:w}=(0,r.useMerchant)(),y=!m&&!w,S=(0,r.remoteStamp)("remote-auth","1.0.3",{useState:i.useState,store:(0,d.useStore)()}),T=(0,i.useId)();return(0,a.jsxs)(u,{children:[(0,a.jsxs)(h,{children:[void 0!==n&&(0,a.jsx)(v,{back:n}),m&&(0,a.jsx)(x,{src:m.dark_logo,alt:m.title}),(0,a.jsx)(p,{})]}),(0,a.jsx)(g,{children:(0,a.jsx)(f,{$reading:o,"aria-busy":y||void 0,"aria-labelledby":T,...S,children:y?(0,a.jsx)(r.Spinner,{label:s.loadingMerchant}):(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)(b,{id:T,children:e}),void 0!==t&&(0,a.jsx)(k,{children:t}),l]})})}),m&&(0,a.jsxs)(j,{children:[m.icp&&(0,a.jsx)("a",{href:"https://beian.miit.gov.cn/",target:"_blank",rel:"noreferrer noopener",title:s.icpLinkTitle,children:m.icp}),(0,a.jsx)("span",{children:c(m.version,m.website)})]})]})}}}]);