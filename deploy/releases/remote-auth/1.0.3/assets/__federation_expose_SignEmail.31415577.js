"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[385],{7532(e,t,n){n.r(t),n.d(t,{default:()=>y});var o=n(6041),r=n(1736),i=n(7184),a=n(5880),l=n(9015),s=n(6064),c=n(1394),d=n(1572),u=n(9231);const h=(0,a.defineCatalogue)("remote-auth/sign-email",{intro:"请绑定常用邮箱，用于接收验证码和找回密码",deviceCheckIntro:"您正在新设备上登录：请输入手机收到的短信验证码，并绑定常用邮箱，用于接收验证码和找回密码",phoneCodeLabel:"短信验证码",phoneCodeHint:e=>e?`验证码将发送至 ${e}`:"验证码将发送至账号绑定的手机",codeLabel:"邮箱验证码",submit:"绑定",otherAccount:"使用其他账号登录"},()=>n.e(825).then(()=>n(6472)));var p=n(8954),x=n(1629),g=n(2987);const m=a.strings.validation,f=e=>""===e.trim()?m.enterEmail:(0,a.validate)("email",e),b={email:f,code:"code"},C={...b,phoneCode:"code"},v={email:"",code:"",phoneCode:""};function k(){const{signOut:e,pending:t}=(0,a.useSignOut)();return(0,o.jsx)(c.h1,{children:(0,o.jsx)(a.Button,{type:"button",variant:"text",loading:t,onClick:()=>{e()},children:h.otherAccount})})}function j({handedOver:e}){const{form:t,deviceCheck:n,trustDevice:d,setTrustDevice:u,sendCode:j,sendPhoneCode:y,submit:w,binding:S}=function(e){const[t,n]=(0,r.useState)(e),o=(0,g.D)(),l=(0,i.useNavigate)(),s=(0,a.useSubmit)({draft:"sign-email",keep:["email"],send:e=>(0,a.bindFirstEmail)(function({email:e,code:n,phoneCode:o}){const r={email:e,captcha:n};return t?{...r,access_captcha:o,thirty_day:j}:r}(e)),onDone:e=>{e.token?o(e.token):l(a.PATHS.signIn,{replace:!0})},onRefused:e=>{e.code===p.PHONE_CODE_REQUIRED_CODE&&n(e=>e??{phone:null,trustByDefault:!1})}}),c=(0,x.m)({...v,email:"string"==typeof s.restored?.email?s.restored.email:""},(0,r.useMemo)(()=>t?C:b,[t])),[d,u]=(0,r.useState)(!1),[h,k]=(0,r.useState)(!1),[j,y]=(0,r.useState)(e?.trustByDefault??!1);return{form:c,deviceCheck:t,trustDevice:j,setTrustDevice:y,sendCode:async function(){const{email:e}=c.values,t=f(e);return null!==t?(c.setError("email",t),!1):(await(0,a.sendCode)({send_type:"SEND_TYPE_EMAIL",mark_type:"MARK_TYPE_BIND_EMAIL",email:e}),u(!0),c.errors.code===m.getCodeFirst&&c.setError("code",null),!0)},sendPhoneCode:async function(){return await(0,a.sendAccessCodeFor)("SIGN_IN_CHECK","SEND_TYPE_PHONE"),k(!0),c.errors.phoneCode===m.getCodeFirst&&c.setError("phoneCode",null),!0},submit:async function(e){e.preventDefault();let n=c.checkAll();d||(c.setError("code",m.getCodeFirst),n=!1),t&&!h&&(c.setError("phoneCode",m.getCodeFirst),n=!1),n&&await s.submit(c.values)},binding:s}}(e),{values:E,errors:D,setValue:$,check:_}=t;return(0,o.jsxs)(c.Zu,{noValidate:!0,onSubmit:e=>{w(e)},children:[n&&(0,o.jsx)(l.I,{label:h.phoneCodeLabel,hint:h.phoneCodeHint(n.phone),value:E.phoneCode,onValueChange:e=>$("phoneCode",e),onBlur:()=>_("phoneCode"),error:D.phoneCode,onSend:y}),(0,o.jsx)(s.L,{value:E.email,onValueChange:e=>$("email",e),onBlur:()=>_("email"),error:D.email}),(0,o.jsx)(l.I,{label:h.codeLabel,value:E.code,onValueChange:e=>$("code",e),onBlur:()=>_("code"),error:D.code,onSend:j}),n&&(0,o.jsx)(a.Checkbox,{checked:d,onChange:e=>u(e.target.checked),children:a.strings.auth.trustDeviceThirtyDays}),(0,o.jsx)(a.ResubmitNotice,{waiting:S.waiting,online:S.online,pending:S.pending}),(0,o.jsx)(a.Button,{type:"submit",block:!0,loading:S.pending,children:h.submit}),(0,o.jsx)(k,{})]})}const y=function(){const{state:e}=(0,i.useLocation)(),[t]=(0,r.useState)(()=>null!==(0,a.requestToken)()),[n]=(0,r.useState)(()=>(0,u.I)(e));return t?(0,o.jsx)(d.w,{title:a.strings.pages.signEmail,intro:n?h.deviceCheckIntro:h.intro,children:(0,o.jsx)(j,{handedOver:n})}):(0,o.jsx)(i.Navigate,{to:a.PATHS.signIn,replace:!0})}},9015(e,t,n){n.d(t,{I:()=>a});var o=n(6041),r=n(5880),i=n(7879);function a({label:e,hint:t,value:n,error:a,onValueChange:l,onBlur:s,onSend:c}){return(0,o.jsx)(r.DigitField,{label:e,hint:t,placeholder:i.p.code.placeholder,autoComplete:"one-time-code",maxLength:r.CODE_LENGTH,value:n,onValueChange:l,onBlur:s,error:a,trailing:(0,o.jsx)(r.SendCodeButton,{onSend:c})})}},6064(e,t,n){n.d(t,{L:()=>a});var o=n(6041),r=n(5880);const i=n(7879).p.email;function a({label:e=i.label,onValueChange:t,...n}){return(0,o.jsx)(r.TextField,{name:"email",type:"email",autoComplete:"email",placeholder:i.placeholder,...n,label:e,onChange:e=>t(e.target.value.replace(/\s/g,""))})}},1394(e,t,n){var o=n(8801);const r=o.default.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`,i=o.default.div`
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
`,a=o.default.p.attrs({role:"alert"})`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;n.d(t,["C5",0,a,"Zu",0,r,"h1",0,i])},6708(e,t,n){function o(e,t){return`+${e} ${t.length>=7?`${t.slice(0,3)}****${t.slice(-4)}`:t}`}n.d(t,{X:()=>o})},7879(e,t,n){const o=(0,n(5880).defineCatalogue)("remote-auth/forms",{phone:{label:"手机号",placeholder:"请输入手机号"},email:{label:"邮箱",placeholder:"请输入邮箱"},code:{placeholder:"请输入6位验证码"}},()=>n.e(825).then(()=>n(6602)));n.d(t,["p",0,o])},1629(e,t,n){n.d(t,{m:()=>i});var o=n(1736),r=n(5880);function i(e,t){const[n,i]=(0,o.useState)(e),[a,l]=(0,o.useState)({}),s=(0,o.useCallback)((e,n)=>{const o=t[e];return void 0===o?null:"function"==typeof o?o(n[e],n):(0,r.validate)(o,n[e])},[t]),c=(0,o.useCallback)((e,t)=>{l(n=>{if((n[e]??null)===t)return n;const o={...n};return null===t?delete o[e]:o[e]=t,o})},[]),d=(0,o.useCallback)((e,t)=>{const o={...n,[e]:t};i(o),l(t=>{if(void 0===t[e])return t;const n=s(e,o),r={...t};return null===n?delete r[e]:r[e]=n,r})},[s,n]),u=(0,o.useCallback)(e=>{const t=s(e,n);return c(e,t),t},[s,c,n]),h=(0,o.useCallback)(()=>{const e={};for(const o of Object.keys(t)){const t=s(o,n);null!==t&&(e[o]=t)}return l(e),0===Object.keys(e).length},[t,s,n]);return{values:n,errors:a,setValue:d,check:u,checkAll:h,setError:c}}},9231(e,t,n){n.d(t,{I:()=>i});var o=n(8954),r=n(6708);function i(e){if("object"!=typeof e||null===e||!("deviceCheck"in e))return null;const{deviceCheck:t}=e;return"object"!=typeof t||null===t?null:{phone:"string"==typeof t.phone?t.phone:null,trustByDefault:!0===t.trustByDefault}}n.d(t,["p",0,(e,t)=>({deviceCheck:{phone:(0,r.X)(o.PHONE_PREFIX,e),trustByDefault:t}})])},2987(e,t,n){n.d(t,{D:()=>l});var o=n(3090),r=n(1736),i=n(7184),a=n(5880);function l(){const e=(0,i.useNavigate)(),t=(0,o.useStore)();return(0,r.useCallback)(n=>{(0,a.completeSignIn)(n,t),e(a.PATHS.wallet,{replace:!0})},[e,t])}},1572(e,t,n){n.d(t,{w:()=>j});var o=n(6041),r=n(1736),i=n(7184),a=n(8801),l=n(5880);const s=(0,l.defineCatalogue)("remote-auth/shell",{back:"返回",loadingMerchant:"正在加载",icpLinkTitle:"工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统"},()=>n.e(825).then(()=>n(4542)));function c(e,t,n=new Date){const o=String(n.getFullYear()),r=e.trim();return["©",""===r||r===o?o:`${r}-${o}`,t.trim().replace(/^https?:\/\//i,"").replace(/\/+$/,""),l.strings.footer.rightsReserved].filter(Boolean).join(" ")}var d=n(3090);const u=a.default.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({theme:e})=>e.color.accentTint};
`,h=a.default.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding: 12px 24px;

  @media (max-width: 600px) {
    padding: 8px 12px;
  }
`,p=(0,a.default)(l.LocaleSwitch)`
  margin-left: auto;
`,x=a.default.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`,g=a.default.button`
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
`,m=a.default.main`
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
`,f=a.default.section`
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
`,b=a.default.h1`
  margin: 0 0 20px;
  color: ${({theme:e})=>e.color.text};
  font-size: 24px;
  font-weight: 600;
  line-height: 1.3;
`,C=a.default.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`,v=a.default.footer`
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
`;function k({back:e}){const t=(0,i.useNavigate)();return(0,o.jsx)(g,{type:"button","aria-label":s.back,onClick:()=>"string"==typeof e?t(e):e(),children:(0,o.jsx)("svg",{width:"22",height:"22",viewBox:"0 0 24 24","aria-hidden":"true",fill:"none",stroke:"currentColor",children:(0,o.jsx)("path",{d:"M15 5l-7 7 7 7",strokeWidth:"2",strokeLinecap:"round",strokeLinejoin:"round"})})})}function j({title:e,intro:t,back:n,reading:i=!1,children:a}){const{data:g,error:j}=(0,l.useMerchant)(),y=!g&&!j,w=(0,l.remoteStamp)("remote-auth","1.0.3",{useState:r.useState,store:(0,d.useStore)()}),S=(0,r.useId)();return(0,o.jsxs)(u,{children:[(0,o.jsxs)(h,{children:[void 0!==n&&(0,o.jsx)(k,{back:n}),g&&(0,o.jsx)(x,{src:g.dark_logo,alt:g.title}),(0,o.jsx)(p,{})]}),(0,o.jsx)(m,{children:(0,o.jsx)(f,{$reading:i,"aria-busy":y||void 0,"aria-labelledby":S,...w,children:y?(0,o.jsx)(l.Spinner,{label:s.loadingMerchant}):(0,o.jsxs)(o.Fragment,{children:[(0,o.jsx)(b,{id:S,children:e}),void 0!==t&&(0,o.jsx)(C,{children:t}),a]})})}),g&&(0,o.jsxs)(v,{children:[g.icp&&(0,o.jsx)("a",{href:"https://beian.miit.gov.cn/",target:"_blank",rel:"noreferrer noopener",title:s.icpLinkTitle,children:g.icp}),(0,o.jsx)("span",{children:c(g.version,g.website)})]})]})}}}]);