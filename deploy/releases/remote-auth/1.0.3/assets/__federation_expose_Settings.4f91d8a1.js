"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[95],{1982(e,n,a){a.r(n),a.d(n,{default:()=>ae});var t=a(6041),o=a(1736),l=a(8801),i=a(5880),s=a(6252),r=a(3090);function c({title:e,children:n}){return(0,t.jsx)(i.PageFrame,{app:"remote-auth",version:"1.0.3",title:e,probe:{useState:o.useState,store:(0,r.useStore)()},children:n})}var d=a(6708);const u="@media (max-width: 600px)",p=l.default.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 800px;
`,h=l.default.section`
  padding: 4px 24px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.surface};

  ${u} {
    padding: 0 16px;
  }
`,m=l.default.h2`
  margin: 0;
  padding: 16px 0 8px;
  color: ${({theme:e})=>e.color.text};
  font-size: 16px;
  font-weight: 600;
`,x=l.default.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 64px;
  padding: 12px 0;
  border-top: 1px solid ${({theme:e})=>e.color.border};

  ${u} {
    gap: 12px;
  }
`,g=l.default.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`,f=l.default.h3`
  margin: 0;
  color: ${({theme:e})=>e.color.text};
  font-size: 15px;
  font-weight: 500;
`,w=l.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 13px;
  line-height: 1.5;
`,j=l.default.dl`
  margin: 0;

  div {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 14px 0;
    border-top: 1px solid ${({theme:e})=>e.color.border};
  }
  dt {
    flex: none;
    width: 120px;
    color: ${({theme:e})=>e.color.textMuted};
  }
  dd {
    flex: 1;
    min-width: 0;
    margin: 0;
    color: ${({theme:e})=>e.color.text};
    /* Breaks inside a word only when nothing else fits (a very long address). */
    overflow-wrap: break-word;
  }

  ${u} {
    dt {
      width: 64px;
    }
  }
`,b=l.default.span`
  color: ${({theme:e})=>e.color.textMuted};
`,C=l.default.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 4px;

  ${u} {
    flex-direction: column-reverse;

    button {
      width: 100%;
    }
  }
`,y=l.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.text};
  font-size: 14px;
  line-height: 1.6;
  overflow-wrap: anywhere;
`,v=(0,i.defineCatalogue)("remote-auth/settings",{accountSection:"账户信息",securitySection:"安全设置",phone:"手机号",email:"邮箱",emailUnbound:"未绑定",loadingAccount:"正在加载账户信息",accountFailed:"账户信息加载失败，请稍后重试",retry:"重试",loginPassword:"登录密码",loginPasswordHint:"用于登录账户，修改时需验证手机",change:"修改",trxPassword:"交易密码",trxPasswordHint:"用于资金操作，通过邮件中的链接设置或重置",setOrReset:"设置/重置",trxNeedsEmailHint:"需先绑定邮箱，再通过邮件中的链接设置",bind:"绑定",replace:"更换",cancel:"取消",smsCode:"短信验证码",codeGoesToPhone:e=>`验证码将发送至 ${e}`,changePasswordTitle:"修改登录密码",newPassword:"新密码",confirmPassword:"确认新密码",passwordHint:"8-16位，需包含大写字母、小写字母和数字",changePasswordSubmit:"确认修改",passwordChanged:"登录密码已修改，其他设备已退出登录",trxTitle:"设置/重置交易密码",trxIntro:e=>`我们将向 ${e} 发送一封邮件，点击邮件中的链接即可设置或重置交易密码。`,sendEmail:"发送邮件",resendEmail:"重新发送",done:"知道了",trxNeedsEmail:"设置交易密码需要通过邮箱验证，您的账户尚未绑定邮箱，请先绑定邮箱。",goBindEmail:"去绑定邮箱",bindEmailTitle:"绑定邮箱",emailCode:"邮箱验证码",bindSubmit:"确认绑定",emailBound:"邮箱已绑定",changeEmailTitle:"更换邮箱",currentEmail:e=>`当前邮箱：${e}`,newEmail:"新邮箱",newEmailCode:"新邮箱验证码",sameEmail:"新邮箱不能与当前邮箱相同",changeEmailSubmit:"确认更换",emailChanged:"邮箱已更换"},()=>a.e(825).then(()=>a(3451))),E=l.default.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 0 20px;
  color: ${({theme:e})=>e.color.textMuted};
`,S=l.default.dd`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  span {
    min-width: 0;
  }
`;function B({email:e}){const n=e.lastIndexOf("@");return n<=0?e:(0,t.jsxs)(t.Fragment,{children:[e.slice(0,n),(0,t.jsx)("wbr",{}),e.slice(n)]})}function k({account:e,onEmailAction:n}){const{data:a,error:l,isValidating:s,mutate:r}=e,c=(0,o.useId)(),u=a?.email?v.replace:v.bind;return(0,t.jsxs)(h,{"aria-labelledby":c,children:[(0,t.jsx)(m,{id:c,children:v.accountSection}),a?(0,t.jsxs)(j,{children:[(0,t.jsxs)("div",{children:[(0,t.jsx)("dt",{children:v.phone}),(0,t.jsx)("dd",{children:(0,d.X)(a.phone_prefix,a.phone)})]}),(0,t.jsxs)("div",{children:[(0,t.jsx)("dt",{children:v.email}),(0,t.jsxs)(S,{children:[(0,t.jsx)("span",{children:a.email?(0,t.jsx)(B,{email:a.email}):(0,t.jsx)(b,{children:v.emailUnbound})}),(0,t.jsx)(i.Button,{type:"button",variant:"secondary","aria-label":`${u}${v.email}`,onClick:n,children:u})]})]})]}):l?(0,t.jsxs)(E,{role:"alert",children:[(0,t.jsx)("span",{children:v.accountFailed}),(0,t.jsx)(i.Button,{type:"button",variant:"secondary",loading:s,onClick:()=>{r()},children:v.retry})]}):(0,t.jsx)(i.Spinner,{label:v.loadingAccount})]})}function P({hasEmail:e,onChangePassword:n,onTrxPassword:a}){const l=(0,o.useId)();return(0,t.jsxs)(h,{"aria-labelledby":l,children:[(0,t.jsx)(m,{id:l,children:v.securitySection}),(0,t.jsxs)(x,{children:[(0,t.jsxs)(g,{children:[(0,t.jsx)(f,{children:v.loginPassword}),(0,t.jsx)(w,{children:v.loginPasswordHint})]}),(0,t.jsx)(i.Button,{type:"button",variant:"secondary","aria-label":`${v.change}${v.loginPassword}`,onClick:n,children:v.change})]}),(0,t.jsxs)(x,{children:[(0,t.jsxs)(g,{children:[(0,t.jsx)(f,{children:v.trxPassword}),(0,t.jsx)(w,{children:e?v.trxPasswordHint:v.trxNeedsEmailHint})]}),(0,t.jsx)(i.Button,{type:"button",variant:"secondary","aria-label":`${v.setOrReset}${v.trxPassword}`,onClick:a,children:v.setOrReset})]})]})}var $=a(6064),_=a(1394),D=a(1629),A=a(9015);const T=i.strings.validation,V=(e,n)=>e?(0,i.validate)("verifyCode",n):T.codeNotRequested,I=e=>""===e.trim()?T.required:(0,i.validate)("email",e),N=(e,n)=>e.trim().toLowerCase()===n.trim().toLowerCase();function O(e,n){e.errors[n]===T.codeNotRequested&&e.setError(n,null)}function R(e,n){""!==e.values[n]&&e.check(n)}const H=e=>(0,i.sendAccessCodeFor)(e,"SEND_TYPE_PHONE"),F=e=>(0,i.sendCode)({send_type:"SEND_TYPE_EMAIL",mark_type:"MARK_TYPE_BIND_EMAIL",email:e}),L={email:"",captcha:""};function M({onBound:e,onCancel:n}){const[a,l]=(0,o.useState)(null),r=(0,i.useDataContext)(),{submit:c,pending:d,waiting:u,online:p,restored:h}=(0,i.useSubmit)({draft:"settings.bind-email",keep:["email"],send:({email:e,captcha:n})=>(0,s.bindEmail)(r,{email:e,captcha:n}),onDone:(n,{email:a})=>e(a)}),m=(0,D.m)({...L,email:h?.email??""},{email:I,captcha:(e,n)=>V(null!==a&&N(a,n.email),e)}),{values:x,errors:g,setValue:f}=m;return(0,t.jsxs)(_.Zu,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault(),m.checkAll()&&await c(x)}(e)},children:[(0,t.jsx)($.L,{value:x.email,error:g.email,onValueChange:e=>f("email",e),onBlur:()=>R(m,"email")}),(0,t.jsx)(A.I,{label:v.emailCode,value:x.captcha,error:g.captcha,onValueChange:e=>f("captcha",e),onBlur:()=>R(m,"captcha"),onSend:async function(){const e=I(x.email);return null!==e?(m.setError("email",e),!1):(await F(x.email),l(x.email),O(m,"captcha"),!0)}}),(0,t.jsx)(i.ResubmitNotice,{waiting:u,online:p,pending:d}),(0,t.jsxs)(C,{children:[(0,t.jsx)(i.Button,{type:"button",variant:"secondary",onClick:n,children:v.cancel}),(0,t.jsx)(i.Button,{type:"submit",loading:d,children:v.bindSubmit})]})]})}function G({open:e,onClose:n,onBound:a}){return(0,t.jsx)(i.Dialog,{open:e,onClose:n,title:v.bindEmailTitle,children:(0,t.jsx)(M,{onBound:a,onCancel:n})})}const z={access_captcha:"",email:"",captcha:""};function q({current:e,phone:n,onChanged:a,onCancel:l}){const[r,c]=(0,o.useState)(!1),[d,u]=(0,o.useState)(null),p=(0,i.useDataContext)(),{submit:h,pending:m,waiting:x,online:g,restored:f}=(0,i.useSubmit)({draft:"settings.change-email",keep:["email"],send:({email:e,captcha:n,access_captcha:a})=>(0,s.changeEmail)(p,{email:e,captcha:n,access_captcha:a}),onDone:(e,{email:n})=>a(n)}),w=n=>I(n)??(N(n,e)?v.sameEmail:null),j=(0,D.m)({...z,email:f?.email??""},{access_captcha:e=>V(r,e),email:w,captcha:(e,n)=>V(null!==d&&N(d,n.email),e)}),{values:b,errors:E,setValue:S}=j;return(0,t.jsxs)(_.Zu,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault(),j.checkAll()&&await h(b)}(e)},children:[(0,t.jsx)(y,{children:v.currentEmail(e)}),(0,t.jsx)(A.I,{label:v.smsCode,hint:v.codeGoesToPhone(n),value:b.access_captcha,error:E.access_captcha,onValueChange:e=>S("access_captcha",e),onBlur:()=>R(j,"access_captcha"),onSend:async function(){return await H("CHANGE_EMAIL"),c(!0),O(j,"access_captcha"),!0}}),(0,t.jsx)($.L,{label:v.newEmail,value:b.email,error:E.email,onValueChange:e=>S("email",e),onBlur:()=>R(j,"email")}),(0,t.jsx)(A.I,{label:v.newEmailCode,value:b.captcha,error:E.captcha,onValueChange:e=>S("captcha",e),onBlur:()=>R(j,"captcha"),onSend:async function(){const e=w(b.email);return null!==e?(j.setError("email",e),!1):(await F(b.email),u(b.email),O(j,"captcha"),!0)}}),(0,t.jsx)(i.ResubmitNotice,{waiting:x,online:g,pending:m}),(0,t.jsxs)(C,{children:[(0,t.jsx)(i.Button,{type:"button",variant:"secondary",onClick:l,children:v.cancel}),(0,t.jsx)(i.Button,{type:"submit",loading:m,children:v.changeEmailSubmit})]})]})}function X({open:e,onClose:n,...a}){return(0,t.jsx)(i.Dialog,{open:e,onClose:n,title:v.changeEmailTitle,children:(0,t.jsx)(q,{...a,onCancel:n})})}const Z={captcha:"",password:"",confirm:""};function U({phone:e,onDone:n}){const[a,l]=(0,o.useState)(!1),r=(0,i.useDataContext)(),{submit:c,pending:d,waiting:u,online:p}=(0,i.useSubmit)({draft:"settings.change-password",send:e=>(0,s.changePassword)(r,{captcha:e.captcha,password:e.password}),onDone:()=>{i.notify.success(v.passwordChanged),n()}}),h=(0,D.m)(Z,{captcha:e=>V(a,e),password:"password",confirm:(e,n)=>((e,n)=>""===e?T.required:e===n?null:T.confirmPasswordMismatch)(e,n.password)}),{values:m,errors:x,setValue:g}=h;return(0,t.jsxs)(_.Zu,{noValidate:!0,onSubmit:e=>{!async function(e){e.preventDefault(),h.checkAll()&&await c(m)}(e)},children:[(0,t.jsx)(A.I,{label:v.smsCode,hint:v.codeGoesToPhone(e),value:m.captcha,error:x.captcha,onValueChange:e=>g("captcha",e),onBlur:()=>R(h,"captcha"),onSend:async function(){return await H("CHANGE_PASSWORD"),l(!0),O(h,"captcha"),!0}}),(0,t.jsx)(i.PasswordField,{label:v.newPassword,hint:v.passwordHint,autoComplete:"new-password",value:m.password,error:x.password,onChange:e=>g("password",e.target.value),onBlur:()=>R(h,"password")}),(0,t.jsx)(i.PasswordField,{label:v.confirmPassword,autoComplete:"new-password",value:m.confirm,error:x.confirm,onChange:e=>g("confirm",e.target.value),onBlur:()=>R(h,"confirm")}),(0,t.jsx)(i.ResubmitNotice,{waiting:u,online:p,pending:d}),(0,t.jsxs)(C,{children:[(0,t.jsx)(i.Button,{type:"button",variant:"secondary",onClick:n,children:v.cancel}),(0,t.jsx)(i.Button,{type:"submit",loading:d,children:v.changePasswordSubmit})]})]})}function W({open:e,onClose:n,phone:a}){return(0,t.jsx)(i.Dialog,{open:e,onClose:n,title:v.changePasswordTitle,children:(0,t.jsx)(U,{phone:a,onDone:n})})}const Y=l.default.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;function K({email:e,onDone:n}){const[a,l]=(0,o.useState)(!1),s=(0,o.useRef)(null);return(0,t.jsxs)(Y,{children:[(0,t.jsx)(y,{role:"status",children:a?i.strings.auth.checkInbox:v.trxIntro(e)}),(0,t.jsxs)(C,{children:[(0,t.jsx)(i.Button,{ref:s,type:"button",variant:a?"primary":"secondary",onClick:n,children:a?v.done:v.cancel}),(0,t.jsx)(i.SendCodeButton,{variant:a?"secondary":"primary",onSend:async function(){return await(e=>(0,i.sendResetLink)(e,"FORGET_TRX_PASSWORD"))(e),l(!0),!0},focusAfterSend:()=>s.current,children:a?v.resendEmail:v.sendEmail})]})]})}function J({onBindEmail:e,onCancel:n}){return(0,t.jsxs)(Y,{children:[(0,t.jsx)(y,{children:v.trxNeedsEmail}),(0,t.jsxs)(C,{children:[(0,t.jsx)(i.Button,{type:"button",variant:"secondary",onClick:n,children:v.cancel}),(0,t.jsx)(i.Button,{type:"button",onClick:e,children:v.goBindEmail})]})]})}function Q({open:e,onClose:n,email:a,onBindEmail:o}){return(0,t.jsx)(i.Dialog,{open:e,onClose:n,title:v.trxTitle,children:a?(0,t.jsx)(K,{email:a,onDone:n}):(0,t.jsx)(J,{onBindEmail:o,onCancel:n})})}function ee({open:e,onOpen:n,info:a}){const o=()=>n(null),l=(0,d.X)(a.phone_prefix,a.phone);function s(e){i.notify.success(e),o()}return(0,t.jsxs)(t.Fragment,{children:[(0,t.jsx)(W,{open:"password"===e,onClose:o,phone:l}),(0,t.jsx)(Q,{open:"trx-password"===e,onClose:o,email:a.email,onBindEmail:()=>n("email")}),a.email?(0,t.jsx)(X,{open:"email"===e,onClose:o,current:a.email,phone:l,onChanged:()=>s(v.emailChanged)}):(0,t.jsx)(G,{open:"email"===e,onClose:o,onBound:()=>s(v.emailBound)})]})}const ne=(0,l.default)(i.Button)`
  align-self: flex-start;
  min-width: 160px;

  @media (max-width: 600px) {
    align-self: stretch;
  }
`,ae=function(){const e=(0,s.useAccountInfo)(),[n,a]=(0,o.useState)(null),{signOut:l,pending:r}=(0,i.useSignOut)(),d=e.data;return(0,t.jsxs)(c,{title:i.strings.pages.settings,children:[(0,t.jsxs)(p,{children:[(0,t.jsx)(k,{account:e,onEmailAction:()=>a("email")}),d&&(0,t.jsx)(P,{hasEmail:""!==d.email,onChangePassword:()=>a("password"),onTrxPassword:()=>a("trx-password")}),(0,t.jsx)(ne,{type:"button",variant:"secondary",loading:r,onClick:()=>{l()},children:i.strings.shell.signOut})]}),d&&(0,t.jsx)(ee,{open:n,onOpen:a,info:d})]})}},9015(e,n,a){a.d(n,{I:()=>i});var t=a(6041),o=a(5880),l=a(7879);function i({label:e,hint:n,value:a,error:i,onValueChange:s,onBlur:r,onSend:c}){return(0,t.jsx)(o.DigitField,{label:e,hint:n,placeholder:l.p.code.placeholder,autoComplete:"one-time-code",maxLength:o.CODE_LENGTH,value:a,onValueChange:s,onBlur:r,error:i,trailing:(0,t.jsx)(o.SendCodeButton,{onSend:c})})}},6064(e,n,a){a.d(n,{L:()=>i});var t=a(6041),o=a(5880);const l=a(7879).p.email;function i({label:e=l.label,onValueChange:n,...a}){return(0,t.jsx)(o.TextField,{name:"email",type:"email",autoComplete:"email",placeholder:l.placeholder,...a,label:e,onChange:e=>n(e.target.value.replace(/\s/g,""))})}},1394(e,n,a){var t=a(8801);const o=t.default.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`,l=t.default.div`
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
`,i=t.default.p.attrs({role:"alert"})`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;a.d(n,["C5",0,i,"Zu",0,o,"h1",0,l])},6708(e,n,a){function t(e,n){return`+${e} ${n.length>=7?`${n.slice(0,3)}****${n.slice(-4)}`:n}`}a.d(n,{X:()=>t})},7879(e,n,a){const t=(0,a(5880).defineCatalogue)("remote-auth/forms",{phone:{label:"手机号",placeholder:"请输入手机号"},email:{label:"邮箱",placeholder:"请输入邮箱"},code:{placeholder:"请输入6位验证码"}},()=>a.e(825).then(()=>a(6602)));a.d(n,["p",0,t])},1629(e,n,a){a.d(n,{m:()=>l});var t=a(1736),o=a(5880);function l(e,n){const[a,l]=(0,t.useState)(e),[i,s]=(0,t.useState)({}),r=(0,t.useCallback)((e,a)=>{const t=n[e];return void 0===t?null:"function"==typeof t?t(a[e],a):(0,o.validate)(t,a[e])},[n]),c=(0,t.useCallback)((e,n)=>{s(a=>{if((a[e]??null)===n)return a;const t={...a};return null===n?delete t[e]:t[e]=n,t})},[]),d=(0,t.useCallback)((e,n)=>{const t={...a,[e]:n};l(t),s(n=>{if(void 0===n[e])return n;const a=r(e,t),o={...n};return null===a?delete o[e]:o[e]=a,o})},[r,a]),u=(0,t.useCallback)(e=>{const n=r(e,a);return c(e,n),n},[r,c,a]),p=(0,t.useCallback)(()=>{const e={};for(const t of Object.keys(n)){const n=r(t,a);null!==n&&(e[t]=n)}return s(e),0===Object.keys(e).length},[n,r,a]);return{values:a,errors:i,setValue:d,check:u,checkAll:p,setError:c}}}}]);