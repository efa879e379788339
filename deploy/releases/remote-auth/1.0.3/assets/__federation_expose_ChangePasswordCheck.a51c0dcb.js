"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[25],{5240(e,t,n){n.r(t),n.d(t,{default:()=>x});var a=n(6041),o=n(7184),r=n(5880),i=n(8954),l=n(1394),c=n(1629),s=n(1572),d=n(6026);const p=(0,r.defineCatalogue)("remote-auth/change-password-check",{sentTo:e=>`验证码已发送至尾号 ${e} 的手机`,codeLabel:"短信验证码",codePlaceholder:"请输入6位验证码",resend:"重新发送"},()=>n.e(825).then(()=>n(1223))),u={captcha:"verifyCode"};function h({phone:e}){const t=(0,o.useNavigate)(),n=(0,c.m)({captcha:""},u),h={phone:e,phone_prefix:i.PHONE_PREFIX},{captcha:x}=n.values,f=(0,r.useSubmit)({draft:"change-password-check",send:e=>(0,r.checkPhoneReset)({phone_info:h,captcha:e.captcha}),onDone:()=>t(r.PATHS.resetPassword,{replace:!0,state:(0,d.T)(e)})});return(0,a.jsx)(s.w,{title:r.strings.pages.changePasswordCheck,intro:p.sentTo(e.slice(-4)),back:r.PATHS.forgetPassword,children:(0,a.jsxs)(l.Zu,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault(),n.checkAll()&&await f.submit({captcha:x})}(e)},children:[(0,a.jsx)(r.DigitField,{label:p.codeLabel,name:"captcha",autoComplete:"one-time-code",placeholder:p.codePlaceholder,maxLength:r.CODE_LENGTH,value:x,error:n.errors.captcha,onValueChange:e=>n.setValue("captcha",e),onBlur:()=>""!==x&&n.check("captcha"),trailing:(0,a.jsx)(r.SendCodeButton,{sentAlready:!0,onSend:async()=>(await(0,r.requestPhoneReset)({phone_info:h}),!0),children:p.resend})}),(0,a.jsx)(r.ResubmitNotice,{waiting:f.waiting,online:f.online,pending:f.pending}),(0,a.jsx)(r.Button,{type:"submit",block:!0,loading:f.pending,children:r.strings.auth.next})]})})}const x=function(){const e=(0,d.g)((0,o.useLocation)().state);return null===e?(0,a.jsx)(o.Navigate,{to:r.PATHS.forgetPassword,replace:!0}):(0,a.jsx)(h,{phone:e})}},1394(e,t,n){var a=n(8801);const o=a.default.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`,r=a.default.div`
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
`,i=a.default.p.attrs({role:"alert"})`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;n.d(t,["C5",0,i,"Zu",0,o,"h1",0,r])},1629(e,t,n){n.d(t,{m:()=>r});var a=n(1736),o=n(5880);function r(e,t){const[n,r]=(0,a.useState)(e),[i,l]=(0,a.useState)({}),c=(0,a.useCallback)((e,n)=>{const a=t[e];return void 0===a?null:"function"==typeof a?a(n[e],n):(0,o.validate)(a,n[e])},[t]),s=(0,a.useCallback)((e,t)=>{l(n=>{if((n[e]??null)===t)return n;const a={...n};return null===t?delete a[e]:a[e]=t,a})},[]),d=(0,a.useCallback)((e,t)=>{const a={...n,[e]:t};r(a),l(t=>{if(void 0===t[e])return t;const n=c(e,a),o={...t};return null===n?delete o[e]:o[e]=n,o})},[c,n]),p=(0,a.useCallback)(e=>{const t=c(e,n);return s(e,t),t},[c,s,n]),u=(0,a.useCallback)(()=>{const e={};for(const a of Object.keys(t)){const t=c(a,n);null!==t&&(e[a]=t)}return l(e),0===Object.keys(e).length},[t,c,n]);return{values:n,errors:i,setValue:d,check:p,checkAll:u,setError:s}}},6026(e,t,n){n.d(t,{g:()=>o});var a=n(5880);function o(e){if("object"!=typeof e||null===e)return null;const{phone:t}=e;return"string"==typeof t&&null===(0,a.validate)("phoneMainland",t)?t:null}n.d(t,["T",0,e=>({phone:e})])},1572(e,t,n){n.d(t,{w:()=>v});var a=n(6041),o=n(1736),r=n(7184),i=n(8801),l=n(5880);const c=(0,l.defineCatalogue)("remote-auth/shell",{back:"返回",loadingMerchant:"正在加载",icpLinkTitle:"工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统"},()=>n.e(825).then(()=>n(4542)));function s(e,t,n=new Date){const a=String(n.getFullYear()),o=e.trim();return["©",""===o||o===a?a:`${o}-${a}`,t.trim().replace(/^https?:\/\//i,"").replace(/\/+$/,""),l.strings.footer.rightsReserved].filter(Boolean).join(" ")}var d=n(3090);const p=i.default.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({theme:e})=>e.color.accentTint};
`,u=i.default.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding: 12px 24px;

  @media (max-width: 600px) {
    padding: 8px 12px;
  }
`,h=(0,i.default)(l.LocaleSwitch)`
  margin-left: auto;
`,x=i.default.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`,f=i.default.button`
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
`,g=i.default.main`
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
`,m=i.default.section`
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
`,b=i.default.h1`
  margin: 0 0 20px;
  color: ${({theme:e})=>e.color.text};
  font-size: 24px;
  font-weight: 600;
  line-height: 1.3;
`,k=i.default.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`,w=i.default.footer`
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
`;function j({back:e}){const t=(0,r.useNavigate)();return(0,a.jsx)(f,{type:"button","aria-label":c.back,onClick:()=>"string"==typeof e?t(e):e(),children:(0,a.jsx)("svg",{width:"22",height:"22",viewBox:"0 0 24 24","aria-hidden":"true",fill:"none",stroke:"currentColor",children:(0,a.jsx)("path",{d:"M15 5l-7 7 7 7",strokeWidth:"2",strokeLinecap:"round",strokeLinejoin:"round"})})})}function v({title:e,intro:t,back:n,reading:r=!1,children:i}){const{data:f,error:v}=(0,l.useMerchant)(),y=!f&&!v,C=(0,l.remoteStamp)("remote-auth","1.0.3",{useState:o.useState,store:(0,d.useStore)()}),$=(0,o.useId)();return(0,a.jsxs)(p,{children:[(0,a.jsxs)(u,{children:[void 0!==n&&(0,a.jsx)(j,{back:n}),f&&(0,a.jsx)(x,{src:f.dark_logo,alt:f.title}),(0,a.jsx)(h,{})]}),(0,a.jsx)(g,{children:(0,a.jsx)(m,{$reading:r,"aria-busy":y||void 0,"aria-labelledby":$,...C,children:y?(0,a.jsx)(l.Spinner,{label:c.loadingMerchant}):(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)(b,{id:$,children:e}),void 0!==t&&(0,a.jsx)(k,{children:t}),i]})})}),f&&(0,a.jsxs)(w,{children:[f.icp&&(0,a.jsx)("a",{href:"https://beian.miit.gov.cn/",target:"_blank",rel:"noreferrer noopener",title:c.icpLinkTitle,children:f.icp}),(0,a.jsx)("span",{children:s(f.version,f.website)})]})]})}}}]);