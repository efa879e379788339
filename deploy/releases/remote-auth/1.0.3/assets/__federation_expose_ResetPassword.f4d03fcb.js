"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[594],{9700(e,t,n){n.r(t),n.d(t,{default:()=>k});var r=n(6041),a=n(3090),i=n(7184),s=n(5880),o=n(1572),l=n(1394);const d=(0,s.defineCatalogue)("remote-auth/reset-password",{passwordLabel:"新密码",confirmLabel:"确认新密码",passwordHint:"8-16位，需包含大写字母、小写字母和数字",trxPasswordLabel:"新交易密码",trxConfirmLabel:"确认新交易密码",trxPasswordHint:"6-10位数字或字母",submit:"确定",passwordReset:"密码已重置，请使用新密码登录",trxPasswordReset:"交易密码已重置",invalidLink:"重置链接无效或已过期，请重新获取",requestNewLink:"重新获取"},()=>n.e(825).then(()=>n(8005)));function c({type:e}){const t=(0,i.useNavigate)(),n="FORGET_TRX_PASSWORD"===e?`${s.PATHS.forgetPassword}?type=FORGET_TRX_PASSWORD`:s.PATHS.forgetPassword,a="FORGET_TRX_PASSWORD"===e?s.strings.auth.resetTransactionPassword:s.strings.pages.resetPassword;return(0,r.jsx)(o.w,{title:a,back:s.PATHS.signIn,children:(0,r.jsxs)(l.Zu,{as:"div",children:[(0,r.jsx)(l.C5,{children:d.invalidLink}),(0,r.jsx)(s.Button,{type:"button",block:!0,onClick:()=>t(n,{replace:!0}),children:d.requestNewLink})]})})}var p=n(1629);const u={password:"password",confirm:(e,t)=>""===e?s.strings.validation.required:e===t.password?null:s.strings.validation.confirmPasswordMismatch},h={password:"transactionPassword",confirm:"transactionPassword"},x={login:{password:d.passwordLabel,confirm:d.confirmLabel,hint:d.passwordHint},transaction:{password:d.trxPasswordLabel,confirm:d.trxConfirmLabel,hint:d.trxPasswordHint}};function f({kind:e,onSave:t}){const n=(0,p.m)({password:"",confirm:""},"login"===e?u:h),a=(0,s.useSubmit)({draft:`reset-password.${e}`,send:e=>t(e.password)}),i=x[e],{password:o,confirm:c}=n.values;return(0,r.jsxs)(l.Zu,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault(),n.checkAll()&&await a.submit({password:o})}(e)},children:[(0,r.jsx)(s.PasswordField,{label:i.password,hint:i.hint,name:"new-password",autoComplete:"new-password",value:o,error:n.errors.password,onChange:e=>n.setValue("password",e.target.value),onBlur:()=>""!==o&&n.check("password")}),(0,r.jsx)(s.PasswordField,{label:i.confirm,name:"confirm-password",autoComplete:"new-password",value:c,error:n.errors.confirm,onChange:e=>n.setValue("confirm",e.target.value),onBlur:()=>""!==c&&n.check("confirm")}),(0,r.jsx)(s.ResubmitNotice,{waiting:a.waiting,online:a.online,pending:a.pending}),(0,r.jsx)(s.Button,{type:"submit",block:!0,loading:a.pending,children:d.submit})]})}var g=n(8954),m=n(6026);const w=["email","code","type"];function b({target:e}){const t=function(e){const t=(0,i.useNavigate)(),n=(0,a.useStore)();return async r=>{if("email"===e.kind&&"FORGET_TRX_PASSWORD"===e.type)return await(0,s.resetTrxPassword)({email:e.email,trx_password:r,captcha:e.code}),s.notify.success(d.trxPasswordReset),void t(n.get(s.sessionAtom).isLogin?s.PATHS.settings:s.PATHS.signIn,{replace:!0});await(0,s.resetPassword)("phone"===e.kind?{phone_info:{phone:e.phone,phone_prefix:g.PHONE_PREFIX},password:r}:{email:e.email,password:r,captcha:e.code}),(0,s.logout)("user",n),s.notify.success(d.passwordReset),t(s.PATHS.signIn,{replace:!0})}}(e),{isLogin:n}=(0,a.useAtomValue)(s.sessionAtom),l="email"===e.kind&&"FORGET_TRX_PASSWORD"===e.type,c=l&&n?s.PATHS.settings:"phone"===e.kind?s.PATHS.forgetPassword:s.PATHS.signIn;return(0,r.jsx)(o.w,{title:l?s.strings.auth.resetTransactionPassword:s.strings.pages.resetPassword,back:c,children:(0,r.jsx)(f,{kind:l?"transaction":"login",onSave:t})})}const k=function(){const[e]=(0,i.useSearchParams)(),t=function(e,t){if(w.some(e=>t.has(e))){const e=t.get("email")??"",r=t.get("code")??"",a=t.get("type");return n=a,g.RESET_LINK_TYPES.some(e=>e===n)?null!==(0,s.validate)("email",e)||null!==(0,s.validate)("verifyCode",r)?{kind:"invalid-link",type:a}:{kind:"email",type:a,email:e,code:r}:{kind:"invalid-link",type:null}}var n;const r=(0,m.g)(e);return null===r?{kind:"none"}:{kind:"phone",phone:r}}((0,i.useLocation)().state,e);return"none"===t.kind?(0,r.jsx)(i.Navigate,{to:s.PATHS.forgetPassword,replace:!0}):"invalid-link"===t.kind?(0,r.jsx)(c,{type:t.type}):(0,r.jsx)(b,{target:t})}},1394(e,t,n){var r=n(8801);const a=r.default.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`,i=r.default.div`
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
`,s=r.default.p.attrs({role:"alert"})`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;n.d(t,["C5",0,s,"Zu",0,a,"h1",0,i])},1629(e,t,n){n.d(t,{m:()=>i});var r=n(1736),a=n(5880);function i(e,t){const[n,i]=(0,r.useState)(e),[s,o]=(0,r.useState)({}),l=(0,r.useCallback)((e,n)=>{const r=t[e];return void 0===r?null:"function"==typeof r?r(n[e],n):(0,a.validate)(r,n[e])},[t]),d=(0,r.useCallback)((e,t)=>{o(n=>{if((n[e]??null)===t)return n;const r={...n};return null===t?delete r[e]:r[e]=t,r})},[]),c=(0,r.useCallback)((e,t)=>{const r={...n,[e]:t};i(r),o(t=>{if(void 0===t[e])return t;const n=l(e,r),a={...t};return null===n?delete a[e]:a[e]=n,a})},[l,n]),p=(0,r.useCallback)(e=>{const t=l(e,n);return d(e,t),t},[l,d,n]),u=(0,r.useCallback)(()=>{const e={};for(const r of Object.keys(t)){const t=l(r,n);null!==t&&(e[r]=t)}return o(e),0===Object.keys(e).length},[t,l,n]);return{values:n,errors:s,setValue:c,check:p,checkAll:u,setError:d}}},6026(e,t,n){n.d(t,{g:()=>a});var r=n(5880);function a(e){if("object"!=typeof e||null===e)return null;const{phone:t}=e;return"string"==typeof t&&null===(0,r.validate)("phoneMainland",t)?t:null}n.d(t,["T",0,e=>({phone:e})])},1572(e,t,n){n.d(t,{w:()=>P});var r=n(6041),a=n(1736),i=n(7184),s=n(8801),o=n(5880);const l=(0,o.defineCatalogue)("remote-auth/shell",{back:"返回",loadingMerchant:"正在加载",icpLinkTitle:"工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统"},()=>n.e(825).then(()=>n(4542)));function d(e,t,n=new Date){const r=String(n.getFullYear()),a=e.trim();return["©",""===a||a===r?r:`${a}-${r}`,t.trim().replace(/^https?:\/\//i,"").replace(/\/+$/,""),o.strings.footer.rightsReserved].filter(Boolean).join(" ")}var c=n(3090);const p=s.default.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({theme:e})=>e.color.accentTint};
`,u=s.default.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding: 12px 24px;

  @media (max-width: 600px) {
    padding: 8px 12px;
  }
`,h=(0,s.default)(o.LocaleSwitch)`
  margin-left: auto;
`,x=s.default.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`,f=s.default.button`
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
`,g=s.default.main`
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
`,m=s.default.section`
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
`,w=s.default.h1`
  margin: 0 0 20px;
  color: ${({theme:e})=>e.color.text};
  font-size: 24px;
  font-weight: 600;
  line-height: 1.3;
`,b=s.default.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`,k=s.default.footer`
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
`;function v({back:e}){const t=(0,i.useNavigate)();return(0,r.jsx)(f,{type:"button","aria-label":l.back,onClick:()=>"string"==typeof e?t(e):e(),children:(0,r.jsx)("svg",{width:"22",height:"22",viewBox:"0 0 24 24","aria-hidden":"true",fill:"none",stroke:"currentColor",children:(0,r.jsx)("path",{d:"M15 5l-7 7 7 7",strokeWidth:"2",strokeLinecap:"round",strokeLinejoin:"round"})})})}function P({title:e,intro:t,back:n,reading:i=!1,children:s}){const{data:f,error:P}=(0,o.useMerchant)(),j=!f&&!P,y=(0,o.remoteStamp)("remote-auth","1.0.3",{useState:a.useState,store:(0,c.useStore)()}),S=(0,a.useId)();return(0,r.jsxs)(p,{children:[(0,r.jsxs)(u,{children:[void 0!==n&&(0,r.jsx)(v,{back:n}),f&&(0,r.jsx)(x,{src:f.dark_logo,alt:f.title}),(0,r.jsx)(h,{})]}),(0,r.jsx)(g,{children:(0,r.jsx)(m,{$reading:i,"aria-busy":j||void 0,"aria-labelledby":S,...y,children:j?(0,r.jsx)(o.Spinner,{label:l.loadingMerchant}):(0,r.jsxs)(r.Fragment,{children:[(0,r.jsx)(w,{id:S,children:e}),void 0!==t&&(0,r.jsx)(b,{children:t}),s]})})}),f&&(0,r.jsxs)(k,{children:[f.icp&&(0,r.jsx)("a",{href:"https://beian.miit.gov.cn/",target:"_blank",rel:"noreferrer noopener",title:l.icpLinkTitle,children:f.icp}),(0,r.jsx)("span",{children:d(f.version,f.website)})]})]})}}}]);