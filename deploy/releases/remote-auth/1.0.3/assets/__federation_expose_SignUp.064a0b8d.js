"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[908],{8481(e,t,n){n.r(t),n.d(t,{default:()=>E});var r=n(6041),o=n(7184),i=n(5880),a=n(1394),l=n(1572),s=n(1736),d=n(8801);const c=(0,i.defineCatalogue)("remote-auth/sign-up",{codeLabel:"短信验证码",codePlaceholder:"请输入验证码",passwordLabel:"设置密码",passwordPlaceholder:"请输入密码",confirmLabel:"确认密码",confirmPlaceholder:"请再次输入密码",inviteLabel:"客户经理邀请码（选填）",invitePlaceholder:"请输入邀请码",consentPrefix:"我已阅读并同意",submit:"注册",hasAccount:"已有账号？",toSignIn:"去登录",checklistTitle:"密码需满足",checklist:{length:"8-16位，仅限字母和数字",uppercase:"至少一个大写字母",lowercase:"至少一个小写字母",digit:"至少一个数字"},ruleMet:"（已满足）",ruleUnmet:"（未满足）"},()=>n.e(825).then(()=>n(5973))),u=(0,d.default)(o.Link)`
  color: ${({theme:e})=>e.color.accent};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;function h({agreement:e,checked:t,onCheckedChange:n,error:o}){const l=(0,s.useId)();return(0,r.jsxs)("div",{children:[(0,r.jsxs)(i.Checkbox,{checked:t,onChange:e=>n(e.target.checked),"aria-invalid":null!==o||void 0,"aria-describedby":null!==o?l:void 0,children:[c.consentPrefix,(0,r.jsx)(u,{to:i.PATHS.agreement,state:{id:e.id},children:(d=e.title,d.startsWith("《")?d:`《${d}》`)})]}),null!==o&&(0,r.jsx)(a.C5,{id:l,children:o})]});var d}const p=d.default.div`
  margin-top: -8px;
  padding: 10px 12px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.page};
  font-size: 13px;
`,x=d.default.p`
  margin: 0 0 6px;
  color: ${({theme:e})=>e.color.textMuted};
`,g=d.default.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`,m=d.default.li`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({theme:e,$met:t})=>t?e.color.success:e.color.danger};
`;function f({met:e}){return(0,r.jsx)("svg",{width:"14",height:"14",viewBox:"0 0 24 24",fill:"none",stroke:"currentColor",strokeWidth:"3","aria-hidden":"true",children:(0,r.jsx)("path",{d:e?"M4 12l5 5L20 6":"M6 6l12 12M18 6L6 18",strokeLinecap:"round",strokeLinejoin:"round"})})}function b({id:e,value:t}){return(0,r.jsxs)(p,{id:e,children:[(0,r.jsx)(x,{children:c.checklistTitle}),(0,r.jsx)(g,{"aria-label":c.checklistTitle,children:i.passwordChecklist.map(({key:e,test:n})=>{const o=n(t);return(0,r.jsxs)(m,{$met:o,children:[(0,r.jsx)(f,{met:o}),c.checklist[e],(0,r.jsx)(i.VisuallyHidden,{children:o?c.ruleMet:c.ruleUnmet})]},e)})})]})}function v({value:e,onValueChange:t,onBlur:n,error:o}){const a=(0,s.useId)(),[l,d]=(0,s.useState)(!1);return(0,r.jsxs)(r.Fragment,{children:[(0,r.jsx)(i.PasswordField,{label:c.passwordLabel,placeholder:c.passwordPlaceholder,autoComplete:"new-password",value:e,onChange:e=>t(e.target.value),onFocus:()=>d(!0),onBlur:()=>{(0,i.passesPasswordChecklist)(e)&&d(!1),n()},"aria-describedby":l?a:void 0,error:o}),l&&(0,r.jsx)(b,{id:a,value:e})]})}var k=n(1252),j=n(3090),w=n(8954),C=n(1629);const y={phone:"",code:"",invite:"",codeRequested:!1,agreed:!1},P=(0,j.atom)(y),$=i.strings.validation,S={phone:"phoneMainland",code:"code",password:"password",confirm:(e,t)=>""===e.trim()?$.required:e===t.password?null:$.confirmPasswordMismatch,invite:"inviteCode"},L={phone:"",code:"",password:"",confirm:"",invite:""},E=function(){const{form:e,agreement:t,agreed:n,agree:d,agreementError:u,sendCode:p,submit:x,registration:g}=function(){const[e,t]=(0,j.useAtom)(P),n=(0,o.useNavigate)(),r=(0,i.useSubmit)({draft:"sign-up",keep:["phone","invite"],send:({phone:e,password:t,code:n,invite:r})=>(0,i.register)({phone_prefix:w.PHONE_PREFIX,phone:e,password:t,captcha:n,invitation_code:""===r?null:r}),onDone:({token:e})=>{(0,i.beginSignIn)(e),t(y),n(i.PATHS.signEmail,{replace:!0})}}),a=r.restored,l=(0,C.m)({...L,phone:a?.phone??e.phone,code:e.code,invite:a?.invite??e.invite},S),{data:d}=(0,i.useAgreementTitles)(),c=d?.[0]??null,[u,h]=(0,s.useState)(e.codeRequested),[p,x]=(0,s.useState)(e.agreed),[g,m]=(0,s.useState)(null),{phone:f,code:b,invite:v}=l.values;return(0,s.useEffect)(()=>{t({phone:f,code:b,invite:v,codeRequested:u,agreed:p})},[f,b,v,u,p,t]),{form:l,agreement:c,agreed:p,agree:function(e){x(e),e&&m(null)},agreementError:g,sendCode:async function(){const{phone:e}=l.values;return null!==(0,i.validate)("phoneMainland",e)?(l.setError("phone",$.enterCorrectPhone),!1):(await(0,i.sendCode)({send_type:"SEND_TYPE_PHONE",mark_type:"MARK_TYPE_REGISTER",phone_info:{phone:e,phone_prefix:w.PHONE_PREFIX}}),h(!0),l.errors.code===$.getCodeFirst&&l.setError("code",null),!0)},submit:async function(e){e.preventDefault();let t=l.checkAll();u||(l.setError("code",$.getCodeFirst),t=!1),null===c||p||(m($.agreeToAgreement),t=!1),t&&await r.submit(l.values)},registration:r}}(),{values:m,errors:f,setValue:b,check:E}=e;return(0,r.jsx)(l.w,{title:i.strings.pages.signUp,back:i.PATHS.signIn,children:(0,r.jsxs)(a.Zu,{noValidate:!0,onSubmit:e=>{x(e)},children:[(0,r.jsx)(k.PV,{value:m.phone,onValueChange:e=>b("phone",e),onBlur:()=>E("phone"),error:f.phone}),(0,r.jsx)(i.DigitField,{label:c.codeLabel,placeholder:c.codePlaceholder,autoComplete:"one-time-code",maxLength:i.CODE_LENGTH,value:m.code,onValueChange:e=>b("code",e),onBlur:()=>E("code"),error:f.code,trailing:(0,r.jsx)(i.SendCodeButton,{onSend:p})}),(0,r.jsx)(v,{value:m.password,onValueChange:e=>b("password",e),onBlur:()=>E("password"),error:f.password}),(0,r.jsx)(i.PasswordField,{label:c.confirmLabel,placeholder:c.confirmPlaceholder,autoComplete:"new-password",value:m.confirm,onChange:e=>b("confirm",e.target.value),onBlur:()=>E("confirm"),error:f.confirm}),(0,r.jsx)(i.TextField,{label:c.inviteLabel,placeholder:c.invitePlaceholder,autoComplete:"off",value:m.invite,onChange:e=>b("invite",e.target.value),onBlur:()=>E("invite"),error:f.invite}),null!==t&&(0,r.jsx)(h,{agreement:t,checked:n,onCheckedChange:d,error:u}),(0,r.jsx)(i.ResubmitNotice,{waiting:g.waiting,online:g.online,pending:g.pending}),(0,r.jsx)(i.Button,{type:"submit",block:!0,loading:g.pending,children:c.submit}),(0,r.jsx)(a.h1,{children:(0,r.jsxs)("span",{children:[c.hasAccount,(0,r.jsx)(o.Link,{to:i.PATHS.signIn,children:c.toSignIn})]})})]})})}},1394(e,t,n){var r=n(8801);const o=r.default.form`
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
`,a=r.default.p.attrs({role:"alert"})`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 14px;
`;n.d(t,["C5",0,a,"Zu",0,o,"h1",0,i])},1252(e,t,n){n.d(t,{PV:()=>c});var r=n(6041),o=n(1736),i=n(8801),a=n(5880),l=n(8954);const s=n(7879).p.phone,d=i.default.span`
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
`;function c({label:e=s.label,...t}){const n=(0,o.useId)();return(0,r.jsx)(a.DigitField,{name:"phone",autoComplete:"tel-national",placeholder:s.placeholder,...t,label:e,maxLength:11,"aria-describedby":[n,t["aria-describedby"]].filter(Boolean).join(" "),leading:(0,r.jsxs)(d,{id:n,children:["+",l.PHONE_PREFIX]})})}},7879(e,t,n){const r=(0,n(5880).defineCatalogue)("remote-auth/forms",{phone:{label:"手机号",placeholder:"请输入手机号"},email:{label:"邮箱",placeholder:"请输入邮箱"},code:{placeholder:"请输入6位验证码"}},()=>n.e(825).then(()=>n(6602)));n.d(t,["p",0,r])},1629(e,t,n){n.d(t,{m:()=>i});var r=n(1736),o=n(5880);function i(e,t){const[n,i]=(0,r.useState)(e),[a,l]=(0,r.useState)({}),s=(0,r.useCallback)((e,n)=>{const r=t[e];return void 0===r?null:"function"==typeof r?r(n[e],n):(0,o.validate)(r,n[e])},[t]),d=(0,r.useCallback)((e,t)=>{l(n=>{if((n[e]??null)===t)return n;const r={...n};return null===t?delete r[e]:r[e]=t,r})},[]),c=(0,r.useCallback)((e,t)=>{const r={...n,[e]:t};i(r),l(t=>{if(void 0===t[e])return t;const n=s(e,r),o={...t};return null===n?delete o[e]:o[e]=n,o})},[s,n]),u=(0,r.useCallback)(e=>{const t=s(e,n);return d(e,t),t},[s,d,n]),h=(0,r.useCallback)(()=>{const e={};for(const r of Object.keys(t)){const t=s(r,n);null!==t&&(e[r]=t)}return l(e),0===Object.keys(e).length},[t,s,n]);return{values:n,errors:a,setValue:c,check:u,checkAll:h,setError:d}}},1572(e,t,n){n.d(t,{w:()=>w});var r=n(6041),o=n(1736),i=n(7184),a=n(8801),l=n(5880);const s=(0,l.defineCatalogue)("remote-auth/shell",{back:"返回",loadingMerchant:"正在加载",icpLinkTitle:"工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统"},()=>n.e(825).then(()=>n(4542)));function d(e,t,n=new Date){const r=String(n.getFullYear()),o=e.trim();return["©",""===o||o===r?r:`${o}-${r}`,t.trim().replace(/^https?:\/\//i,"").replace(/\/+$/,""),l.strings.footer.rightsReserved].filter(Boolean).join(" ")}var c=n(3090);const u=a.default.div`
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
`,v=a.default.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`,k=a.default.footer`
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
`;function j({back:e}){const t=(0,i.useNavigate)();return(0,r.jsx)(g,{type:"button","aria-label":s.back,onClick:()=>"string"==typeof e?t(e):e(),children:(0,r.jsx)("svg",{width:"22",height:"22",viewBox:"0 0 24 24","aria-hidden":"true",fill:"none",stroke:"currentColor",children:(0,r.jsx)("path",{d:"M15 5l-7 7 7 7",strokeWidth:"2",strokeLinecap:"round",strokeLinejoin:"round"})})})}function w({title:e,intro:t,back:n,reading:i=!1,children:a}){const{data:g,error:w}=(0,l.useMerchant)(),C=!g&&!w,y=(0,l.remoteStamp)("remote-auth","1.0.3",{useState:o.useState,store:(0,c.useStore)()}),P=(0,o.useId)();return(0,r.jsxs)(u,{children:[(0,r.jsxs)(h,{children:[void 0!==n&&(0,r.jsx)(j,{back:n}),g&&(0,r.jsx)(x,{src:g.dark_logo,alt:g.title}),(0,r.jsx)(p,{})]}),(0,r.jsx)(m,{children:(0,r.jsx)(f,{$reading:i,"aria-busy":C||void 0,"aria-labelledby":P,...y,children:C?(0,r.jsx)(l.Spinner,{label:s.loadingMerchant}):(0,r.jsxs)(r.Fragment,{children:[(0,r.jsx)(b,{id:P,children:e}),void 0!==t&&(0,r.jsx)(v,{children:t}),a]})})}),g&&(0,r.jsxs)(k,{children:[g.icp&&(0,r.jsx)("a",{href:"https://beian.miit.gov.cn/",target:"_blank",rel:"noreferrer noopener",title:s.icpLinkTitle,children:g.icp}),(0,r.jsx)("span",{children:d(g.version,g.website)})]})]})}}}]);