"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[14],{9603(e,t,n){n.r(t),n.d(t,{default:()=>T});var a=n(6041),o=n(1736),i=n(5880),r=n(1629),l=n(8188),s=n(1572),c=n(7184),d=n(8801),u=n(1394),p=n(6064),h=n(1252);function g({tab:e,form:t}){return"phone"===e?(0,a.jsx)(h.PV,{value:t.values.phone,onValueChange:e=>t.setValue("phone",e),onBlur:()=>t.check("phone"),error:t.errors.phone}):(0,a.jsx)(p.L,{value:t.values.email,onValueChange:e=>t.setValue("email",e),onBlur:()=>t.check("email"),error:t.errors.email})}const m=(0,i.defineCatalogue)("remote-auth/sign-in",{tabsLabel:"登录方式",phoneLabel:"手机号",emailLabel:"邮箱",passwordLabel:"密码",passwordPlaceholder:"请输入密码",forgotPassword:"忘记密码？",noAccount:"还没有账号？",register:"立即注册",submit:"登录",verificationTitle:"登录验证",verificationIntro:"为了您的账号安全，请完成身份验证",codeLabel:"验证码",codePlaceholder:"请输入6位验证码"},()=>n.e(825).then(()=>n(8171))),f=(0,d.default)(u.h1)`
  justify-content: center;
  gap: 4px;
`;function x(e){const{tab:t,form:n,remember:o,onRememberChange:r,formMessage:l,pending:s,offline:d,onSubmit:p}=e;return(0,a.jsxs)(u.Zu,{noValidate:!0,onSubmit:function(e){e.preventDefault(),p()},children:[(0,a.jsx)(g,{tab:t,form:n}),(0,a.jsx)(i.PasswordField,{label:m.passwordLabel,name:"password",autoComplete:"current-password",placeholder:m.passwordPlaceholder,value:n.values.password,onChange:e=>n.setValue("password",e.target.value),onBlur:()=>n.check("password"),error:n.errors.password}),(0,a.jsxs)(u.h1,{children:[(0,a.jsx)(i.Checkbox,{checked:o,onChange:e=>r(e.target.checked),children:i.strings.auth.rememberThirtyDays}),(0,a.jsx)(c.Link,{to:i.PATHS.forgetPassword,children:m.forgotPassword})]}),l&&(0,a.jsx)(u.C5,{children:l}),(0,a.jsx)(i.ResubmitNotice,{waiting:d.waiting,online:d.online,pending:s}),(0,a.jsx)(i.Button,{type:"submit",block:!0,loading:s,children:m.submit}),(0,a.jsxs)(f,{children:[(0,a.jsx)("span",{children:m.noAccount}),(0,a.jsx)(c.Link,{to:i.PATHS.signUp,children:m.register})]})]})}var b=n(8954);const v={phone:{phone:"phoneMainland",password:"password"},email:{email:"email",password:"password"}},k={phone:"SEND_TYPE_PHONE",email:"SEND_TYPE_EMAIL"},j=e=>"phone"===e||"email"===e;function w(e,t){return"phone"===e?`+${b.PHONE_PREFIX} ${t.phone}`:t.email}var y=n(2987),C=n(9231);const S=/^[A-Za-z0-9_-]{8,64}$/;let P=null;function $(){const e=(0,c.useNavigate)(),t=(0,y.D)(),[n,a]=(0,o.useState)(null),r=(0,i.useSubmit)({draft:"sign-in",keep:["tab","phone","email","remember"],send:({tab:e,...t})=>(0,i.logIn)(function(e,t,n){const{password:a}=t;return"phone"===e?{password:a,phone_info:{phone:t.phone,phone_prefix:b.PHONE_PREFIX},device_id:n}:{password:a,email:t.email,device_id:n}}(e,t,function(){const e=(0,i.readStorage)("local",i.STORAGE_KEYS.deviceId);return null!==e&&S.test(e)?(P=e,e):(P??(P=function(){const e=crypto.getRandomValues(new Uint8Array(16));return Array.from(e,e=>e.toString(16).padStart(2,"0")).join("")}()),(0,i.writeStorage)("local",i.STORAGE_KEYS.deviceId,P),P)}())),onDone:(n,{tab:o,remember:r,...l})=>{(0,i.beginSignIn)(n.token),n.email?n.check?a({tab:o,target:w(o,l)}):t(n.token):e(i.PATHS.signEmail,n.check?{state:(0,C.p)(l.phone,r)}:{})}}),{submit:l}=r,s=(0,o.useCallback)((e,t,n)=>l({...t,tab:e,remember:n}),[l]),d=(0,o.useCallback)(()=>a(null),[]);return{logIn:s,pending:r.pending,waiting:r.waiting,online:r.online,kept:(u=r.restored,u?{tab:u.tab&&j(u.tab)?u.tab:"phone",phone:"string"==typeof u.phone?u.phone:"",email:"string"==typeof u.email?u.email:"",remember:!0===u.remember}:null),verification:n,closeVerification:d};var u}const I={code:"verifyCode"},D=d.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`;function E({verification:e,trustByDefault:t}){const n=(0,y.D)(),l=(0,r.m)({code:""},I),[s,c]=(0,o.useState)(t),[d,p]=(0,o.useState)(!1),[h,g]=(0,o.useState)(null),f=k[e.tab],x=(0,i.useSubmit)({draft:"sign-in.verification",keep:["trust"],send:({code:e,trust:t})=>(0,i.checkSignInCode)({captcha:e,thirty_day:t,send_type:f}),onDone:({token:e})=>n(e)});return(0,a.jsxs)(u.Zu,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault();const t=d?l.checkAll()?null:i.strings.validation.loginFormInvalid:i.strings.validation.codeNotRequested;g(t),t||await x.submit({code:l.values.code,trust:s})}(e)},children:[(0,a.jsx)(D,{children:m.verificationIntro}),(0,a.jsx)(i.TextField,{label:"phone"===e.tab?m.phoneLabel:m.emailLabel,value:e.target,disabled:!0,readOnly:!0}),(0,a.jsx)(i.DigitField,{label:m.codeLabel,name:"code",autoComplete:"one-time-code",placeholder:m.codePlaceholder,maxLength:i.CODE_LENGTH,value:l.values.code,onValueChange:e=>l.setValue("code",e),error:l.errors.code,trailing:(0,a.jsx)(i.SendCodeButton,{onSend:async function(){return await(0,i.sendAccessCodeFor)("SIGN_IN_CHECK",f),p(!0),g(null),!0}})}),(0,a.jsx)(i.Checkbox,{checked:s,onChange:e=>c(e.target.checked),children:i.strings.auth.trustDeviceThirtyDays}),h&&(0,a.jsx)(u.C5,{children:h}),(0,a.jsx)(i.ResubmitNotice,{waiting:x.waiting,online:x.online,pending:x.pending}),(0,a.jsx)(i.Button,{type:"submit",block:!0,loading:x.pending,children:i.strings.auth.verify})]})}function L({verification:e,trustByDefault:t,onClose:n}){return(0,a.jsx)(i.Dialog,{open:null!==e,onClose:n,title:m.verificationTitle,children:e&&(0,a.jsx)(E,{verification:e,trustByDefault:t})})}const _={phone:"",email:"",password:""},T=function(){const{logIn:e,pending:t,waiting:n,online:c,kept:d,verification:u,closeVerification:p}=$(),[h,g]=(0,o.useState)(d?.tab??"phone"),f=(0,r.m)({..._,phone:d?.phone??"",email:d?.email??""},v[h]),[b,k]=(0,o.useState)(d?.remember??!1),[w,y]=(0,o.useState)(!1);function C(){if(t)return;const n=f.checkAll();y(!n),n&&e(h,f.values,b)}const S=w&&Object.keys(f.errors).length>0?i.strings.validation.loginFormInvalid:null,P=(0,i.useBack)();return(0,a.jsxs)(s.w,{title:i.strings.pages.signIn,back:P,children:[(0,a.jsx)(i.Tabs,{items:(0,l.T)(),value:h,onValueChange:function(e){j(e)&&(f.setError("phone"===e?"email":"phone",null),y(!1),g(e))},"aria-label":m.tabsLabel,children:e=>(0,a.jsx)(x,{tab:j(e)?e:"phone",form:f,remember:b,onRememberChange:k,formMessage:S,pending:t,offline:{waiting:n,online:c},onSubmit:C})}),(0,a.jsx)(L,{verification:u,trustByDefault:b,onClose:p})]})}},6064(e,t,n){n.d(t,{L:()=>r});var a=n(6041),o=n(5880);const i=n(7879).p.email;function r({label:e=i.label,onValueChange:t,...n}){return(0,a.jsx)(o.TextField,{name:"email",type:"email",autoComplete:"email",placeholder:i.placeholder,...n,label:e,onChange:e=>t(e.target.value.replace(/\s/g,""))})}},1394(e,t,n){var a=n(8801);const o=a.default.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`,i=a.default.div`
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
`,r=a.default.p.attrs({role:"alert"})`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;n.d(t,["C5",0,r,"Zu",0,o,"h1",0,i])},8188(e,t,n){var a=n(5880);n.d(t,["T",0,()=>[{key:"phone",label:a.strings.auth.phoneTab},{key:"email",label:a.strings.auth.emailTab}]])},6708(e,t,n){function a(e,t){return`+${e} ${t.length>=7?`${t.slice(0,3)}****${t.slice(-4)}`:t}`}n.d(t,{X:()=>a})},1252(e,t,n){n.d(t,{PV:()=>d});var a=n(6041),o=n(1736),i=n(8801),r=n(5880),l=n(8954);const s=n(7879).p.phone,c=i.default.span`
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
`;function d({label:e=s.label,...t}){const n=(0,o.useId)();return(0,a.jsx)(r.DigitField,{name:"phone",autoComplete:"tel-national",placeholder:s.placeholder,...t,label:e,maxLength:11,"aria-describedby":[n,t["aria-describedby"]].filter(Boolean).join(" "),leading:(0,a.jsxs)(c,{id:n,children:["+",l.PHONE_PREFIX]})})}},7879(e,t,n){const a=(0,n(5880).defineCatalogue)("remote-auth/forms",{phone:{label:"手机号",placeholder:"请输入手机号"},email:{label:"邮箱",placeholder:"请输入邮箱"},code:{placeholder:"请输入6位验证码"}},()=>n.e(825).then(()=>n(6602)));n.d(t,["p",0,a])},1629(e,t,n){n.d(t,{m:()=>i});var a=n(1736),o=n(5880);function i(e,t){const[n,i]=(0,a.useState)(e),[r,l]=(0,a.useState)({}),s=(0,a.useCallback)((e,n)=>{const a=t[e];return void 0===a?null:"function"==typeof a?a(n[e],n):(0,o.validate)(a,n[e])},[t]),c=(0,a.useCallback)((e,t)=>{l(n=>{if((n[e]??null)===t)return n;const a={...n};return null===t?delete a[e]:a[e]=t,a})},[]),d=(0,a.useCallback)((e,t)=>{const a={...n,[e]:t};i(a),l(t=>{if(void 0===t[e])return t;const n=s(e,a),o={...t};return null===n?delete o[e]:o[e]=n,o})},[s,n]),u=(0,a.useCallback)(e=>{const t=s(e,n);return c(e,t),t},[s,c,n]),p=(0,a.useCallback)(()=>{const e={};for(const a of Object.keys(t)){const t=s(a,n);null!==t&&(e[a]=t)}return l(e),0===Object.keys(e).length},[t,s,n]);return{values:n,errors:r,setValue:d,check:u,checkAll:p,setError:c}}},9231(e,t,n){n.d(t,{I:()=>i});var a=n(8954),o=n(6708);function i(e){if("object"!=typeof e||null===e||!("deviceCheck"in e))return null;const{deviceCheck:t}=e;return"object"!=typeof t||null===t?null:{phone:"string"==typeof t.phone?t.phone:null,trustByDefault:!0===t.trustByDefault}}n.d(t,["p",0,(e,t)=>({deviceCheck:{phone:(0,o.X)(a.PHONE_PREFIX,e),trustByDefault:t}})])},2987(e,t,n){n.d(t,{D:()=>l});var a=n(3090),o=n(1736),i=n(7184),r=n(5880);function l(){const e=(0,i.useNavigate)(),t=(0,a.useStore)();return(0,o.useCallback)(n=>{(0,r.completeSignIn)(n,t),e(r.PATHS.wallet,{replace:!0})},[e,t])}},1572(e,t,n){n.d(t,{w:()=>w});var a=n(6041),o=n(1736),i=n(7184),r=n(8801),l=n(5880);const s=(0,l.defineCatalogue)("remote-auth/shell",{back:"返回",loadingMerchant:"正在加载",icpLinkTitle:"工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统"},()=>n.e(825).then(()=>n(4542)));function c(e,t,n=new Date){const a=String(n.getFullYear()),o=e.trim();return["©",""===o||o===a?a:`${o}-${a}`,t.trim().replace(/^https?:\/\//i,"").replace(/\/+$/,""),l.strings.footer.rightsReserved].filter(Boolean).join(" ")}var d=n(3090);const u=r.default.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({theme:e})=>e.color.accentTint};
`,p=r.default.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding: 12px 24px;

  @media (max-width: 600px) {
    padding: 8px 12px;
  }
`,h=(0,r.default)(l.LocaleSwitch)`
  margin-left: auto;
`,g=r.default.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`,m=r.default.button`
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
`,f=r.default.main`
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
`,x=r.default.section`
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
`,b=r.default.h1`
  margin: 0 0 20px;
  color: ${({theme:e})=>e.color.text};
  font-size: 24px;
  font-weight: 600;
  line-height: 1.3;
`,v=r.default.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`,k=r.default.footer`
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
`;function j({back:e}){const t=(0,i.useNavigate)();return(0,a.jsx)(m,{type:"button","aria-label":s.back,onClick:()=>"string"==typeof e?t(e):e(),children:(0,a.jsx)("svg",{width:"22",height:"22",viewBox:"0 0 24 24","aria-hidden":"true",fill:"none",stroke:"currentColor",children:(0,a.jsx)("path",{d:"M15 5l-7 7 7 7",strokeWidth:"2",strokeLinecap:"round",strokeLinejoin:"round"})})})}function w({title:e,intro:t,back:n,reading:i=!1,children:r}){const{data:m,error:w}=(0,l.useMerchant)(),y=!m&&!w,C=(0,l.remoteStamp)("remote-auth","1.0.3",{useState:o.useState,store:(0,d.useStore)()}),S=(0,o.useId)();return(0,a.jsxs)(u,{children:[(0,a.jsxs)(p,{children:[void 0!==n&&(0,a.jsx)(j,{back:n}),m&&(0,a.jsx)(g,{src:m.dark_logo,alt:m.title}),(0,a.jsx)(h,{})]}),(0,a.jsx)(f,{children:(0,a.jsx)(x,{$reading:i,"aria-busy":y||void 0,"aria-labelledby":S,...C,children:y?(0,a.jsx)(l.Spinner,{label:s.loadingMerchant}):(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)(b,{id:S,children:e}),void 0!==t&&(0,a.jsx)(v,{children:t}),r]})})}),m&&(0,a.jsxs)(k,{children:[m.icp&&(0,a.jsx)("a",{href:"https://beian.miit.gov.cn/",target:"_blank",rel:"noreferrer noopener",title:s.icpLinkTitle,children:m.icp}),(0,a.jsx)("span",{children:c(m.version,m.website)})]})]})}}}]);