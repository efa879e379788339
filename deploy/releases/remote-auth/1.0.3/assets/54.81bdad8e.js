"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[54],{1054(e,t,n){n.r(t),n.d(t,{ApiError:()=>O.h,Button:()=>Ue,CATALOGUES:()=>Ee.V,CODE_LENGTH:()=>6,Checkbox:()=>it,DEFAULT_LOCALE:()=>Ce.Xn,DEFAULT_MENU_KEY:()=>"wallet",Dialog:()=>gt,DigitField:()=>tt,EMAIL_MAX_LENGTH:()=>40,GlobalStyle:()=>Le,INVITE_CODE_LENGTH:()=>4,LOCALES:()=>Ce.YZ,LOCALE_NAMES:()=>Ce.kf,LocaleBoundary:()=>je,LocaleSwitch:()=>Ct,MENU_KEYS:()=>q.Fv,NOTICE_DURATION_MS:()=>3e3,NoticeStack:()=>Oe,PAGE_LIST:()=>z.PAGE_LIST,PASSWORD_MAX_LENGTH:()=>16,PASSWORD_MIN_LENGTH:()=>8,PATHS:()=>Y,PageFrame:()=>_t,PasswordField:()=>et,PillButton:()=>$t,PortalDataProviders:()=>Pe,PortalProviders:()=>Ie,PortalThemeProvider:()=>De,REMOTE_NAMES:()=>z.REMOTE_NAMES,REQUEST_TIMEOUT_MS:()=>5e4,RULE_NAMES:()=>w,ResubmitNotice:()=>vt,SEND_CODE_COUNTDOWN_SECONDS:()=>60,SESSION_EXPIRY_NOTICE_WINDOW_MS:()=>1e3,SHARED_INSTANCE_ID:()=>H,STORAGE_KEYS:()=>z.STORAGE_KEYS,SWR_CONFIG:()=>Re,SendCodeButton:()=>yt,Spinner:()=>jt,Tabs:()=>dt,TextField:()=>Xe,VisuallyHidden:()=>wt.s,applyStoredLocale:()=>Ce.Qw,beginSignIn:()=>U.yq,bindFirstEmail:()=>zt,callApi:()=>N.px,checkPhoneReset:()=>Wt,checkSignInCode:()=>Ht,clearDraft:()=>Zt.nr,completeSignIn:()=>U.y_,configureApiClient:()=>N._B,contrastPairs:()=>we,contrastRatio:()=>pe,countdownLabel:()=>L,createEventBus:()=>D.l,createTheme:()=>ve,currentLocale:()=>Ce.IJ,defineCatalogue:()=>Ee.L,digitsOnly:()=>A,dismissNotice:()=>I.LI,documentTitle:()=>ae,eventBus:()=>D.B,failingPairs:()=>$e,federationExposes:()=>z.federationExposes,isLocale:()=>Ce.Zd,isUnknownAgreement:()=>ne,keptText:()=>Zt.GD,loadAgreementTitles:()=>te,localeAtom:()=>Ce.WF,logIn:()=>Dt,logout:()=>U.ri,menuKeyAtom:()=>q.s7,moduleFile:()=>z.moduleFile,moduleFileName:()=>z.moduleFileName,noticesAtom:()=>I.Jn,notify:()=>I.me,otherLocale:()=>Et,pageTitle:()=>ie,pagesOf:()=>z.pagesOf,passesPasswordChecklist:()=>C,passwordChecklist:()=>E,portalStore:()=>G.M,readDraft:()=>Zt.kF,readStorage:()=>z.readStorage,readValidated:()=>z.readValidated,register:()=>It,remoteStamp:()=>Mt,request:()=>N.Em,requestPhoneReset:()=>Gt,requestToken:()=>W.F,resetPassword:()=>Ut,resetSessionExpiryNotice:()=>N.Fb,resetTrxPassword:()=>Kt,sendAccessCode:()=>Rt,sendAccessCodeFor:()=>Nt,sendCode:()=>Ot,sendResetLink:()=>Pt,sessionAtom:()=>W.e,showSwrError:()=>P.W,signOut:()=>K,strings:()=>o.P,switchLocale:()=>Fe,swrFetcher:()=>P.D,swrKeys:()=>R.D,textsReady:()=>z.textsReady,useAgreement:()=>re,useAgreementTitles:()=>ee,useBack:()=>ce,useCountdown:()=>M,useDataContext:()=>Bt.f,useDocumentTitle:()=>se,useLocale:()=>Se,useMerchant:()=>Q,useOnline:()=>Vt,useSignOut:()=>V,useSubmit:()=>Xt,validate:()=>_,validationRules:()=>v,validationZh:()=>r.C,withTexts:()=>z.withTexts,withoutSecrets:()=>Zt.cT,writeStorage:()=>z.writeStorage});var o=n(3767),r=n(766);const i=/^1(3\d|4[01456879]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/,a=/^[2-9]\d{7}$/,s=/^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}$/,c=/[A-Z]/,l=/[a-z]/,d=/\d/,u=/^[A-Za-z\d]*$/,p=/^\d{6}$/,h=new RegExp("^[A-Za-z\\d]{4}$"),f=/^\d{17}[\dXx]$/,m=[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2],x=/^https?:\/\/\S+/i,g=/\p{Script=Han}/u,b=/^[A-Za-z\d]{6,10}$/,y={test:e=>""!==e.trim(),message:"required"},k={test:e=>b.test(e),message:"alphanumeric6to10"},v={phoneMainland:{name:"phoneMainland",checks:[y,{test:e=>i.test(e),message:"phoneFormat"}],defaultMessage:"phoneDefault"},phoneHongKong:{name:"phoneHongKong",checks:[y,{test:e=>a.test(e),message:"phoneHongKongFormat"}]},email:{name:"email",checks:[{test:e=>e.length<=40,message:"tooLong"},{test:e=>s.test(e),message:"email"}]},password:{name:"password",checks:[y,{test:e=>e.length>=8,message:"belowMinLength"},{test:e=>e.length<=16,message:"aboveMaxLength"},{test:e=>u.test(e)&&c.test(e)&&l.test(e)&&d.test(e),message:"passwordPattern"}]},code:{name:"code",checks:[{test:e=>6===e.length,message:"code"}]},verifyCode:{name:"verifyCode",checks:[{test:e=>p.test(e),message:"code"}]},inviteCode:{name:"inviteCode",checks:[{test:e=>""===e||h.test(e),message:"inviteCode"}]},idNumberMainland:{name:"idNumberMainland",checks:[{test:function(e){return!!f.test(e)&&"10X98765432"[m.reduce((t,n,o)=>t+n*Number(e[o]),0)%11]===e[17]?.toUpperCase()},message:"idNumber"}]},url:{name:"url",checks:[{test:e=>x.test(e),message:"url"}]},noChinese:{name:"noChinese",checks:[{test:e=>!g.test(e),message:"noChinese"}]},alphanumeric6to10:{name:"alphanumeric6to10",checks:[k]},transactionPassword:{name:"transactionPassword",checks:[y,k]}},w=Object.keys(v),$=new RegExp("^[A-Za-z\\d]{8,16}$"),E=[{key:"length",test:e=>$.test(e)},{key:"uppercase",test:e=>c.test(e)},{key:"lowercase",test:e=>l.test(e)},{key:"digit",test:e=>d.test(e)}];function C(e){return E.every(t=>t.test(e))}const F=/[\uFF10-\uFF19]/g,S=/[^0-9]/g;function A(e){return e.replace(F,e=>String.fromCharCode(e.charCodeAt(0)-65248)).replace(S,"")}var j=n(1736);const T=1e3;function L(e){return o.P.validation.resendCountdown.replace("{n}",String(e))}function M(e=60){const[t,n]=(0,j.useState)(null),[o,r]=(0,j.useState)(0);(0,j.useEffect)(()=>{if(null===t)return;const e=setInterval(()=>{const e=Math.max(0,Math.round((t-Date.now())/T));r(e),0===e&&n(null)},T);return()=>clearInterval(e)},[t]);const i=(0,j.useCallback)(()=>{e<=0||(r(e),n(Date.now()+e*T))},[e]),a=null!==t;return{secondsLeft:o,running:a,start:i,label:a?L(o):null}}function _(e,t){return function(e,t,n=r.C){const o=v[e].checks.find(e=>!e.test(t));return o?n[o.message]:null}(e,t,o.P.validation)}var O=n(4715),N=n(8325),R=n(2906),P=n(6415),D=n(8722),I=n(7388);const H=`shared-${Math.random().toString(36).slice(2,10)}`;var z=n(3682),G=n(2252),W=n(4592),U=n(5727);async function K(e=G.M){await(0,N.px)("logout",void 0,{silent:!0}).catch(()=>{}),(0,U.ri)("user",e)}var B=n(3090),Z=n(7184);const Y=Object.fromEntries(z.PAGE_LIST.map(e=>[e.key,e.path]));function V(){const e=(0,B.useStore)(),t=(0,Z.useNavigate)(),[n,o]=(0,j.useState)(!1),r=(0,j.useRef)(!1);return{signOut:(0,j.useCallback)(async()=>{if(!r.current){r.current=!0,o(!0);try{await K(e),t(Y.signIn,{replace:!0})}finally{r.current=!1,o(!1)}}},[e,t]),pending:n}}var q=n(9435),X=n(3534),J=n(8954);function Q(){return(0,X.default)(R.D.merchant.branding())}function ee(){return(0,X.default)(R.D.merchant.agreementTitles())}async function te(e){try{const t=await(0,N.px)("agreementTitles");return await e(R.D.merchant.agreementTitles(),t,{revalidate:!1}),t}catch{return null}}const ne=e=>e instanceof O.h&&e.code===J.NOT_FOUND_CODE,oe=([,,e])=>(0,N.px)("agreement",void 0,{params:e,silent:!0});function re(e){return(0,X.default)(null===e?null:R.D.merchant.agreement(e),oe,{onError:e=>{ne(e)||(0,P.W)(e)}})}function ie(e){return o.P.pages[e.key]}function ae(e,t){return t?`${e} - ${t}`:e}function se(e){const t=Q().data?.title;(0,j.useEffect)(()=>{document.title=ae(e,t)},[e,t])}function ce(e){const t=(0,Z.useNavigate)();return function(e){const t=window.history.state;return"number"==typeof t?.idx?t.idx>0:"default"!==e.key}((0,Z.useLocation)())?()=>t(-1):e}function le(e){const t=e.replace("#",""),n=3===t.length?[...t].map(e=>e+e).join(""):t;if(!/^[0-9a-fA-F]{6}$/.test(n))throw new Error(`Not a hex colour: ${e}`);const o=e=>parseInt(n.slice(e,e+2),16);return[o(0),o(2),o(4)]}function de(e){const t=e/255;return t<=.04045?t/12.92:((t+.055)/1.055)**2.4}function ue(e){const[t,n,o]=le(e);return.2126*de(t)+.7152*de(n)+.0722*de(o)}function pe(e,t){const[n,o]=[ue(e),ue(t)];return(Math.max(n,o)+.05)/(Math.min(n,o)+.05)}function he(e,t){const[n,o,r]=le(e),i=1-t;return`#${[n*i,o*i,r*i].map(e=>Math.round(e).toString(16).padStart(2,"0")).join("")}`.toUpperCase()}function fe(e,t,n){for(let o=0;o<=100;o+=1){const r=he(e,o/100);if(t.every(e=>pe(r,e)>=n))return r}return"#000000"}const me="#1F2329",xe="#FFFFFF",ge=xe,be="#F5F6F7",ye=new Set(["MERCHANT_COLOR_ORANGE","MERCHANT_COLOR_YELLOW"]);function ke(e,t){if(ye.has(e))return{accentFill:t,onAccentFill:me,accentFillHover:he(t,.06)};const n=fe(t,[xe],4.5);return{accentFill:n,onAccentFill:xe,accentFillHover:fe(n,[xe],5.5)}}function ve(e=J.DEFAULT_MERCHANT_COLOR){const t=J.MERCHANT_COLORS[e]?e:J.DEFAULT_MERCHANT_COLOR,{accent:n,tint:o}=J.MERCHANT_COLORS[t],r=[ge,be,o],i=fe("#F54A45",r,4.5);return{color:{brand:n,accentTint:o,accent:fe(n,r,4.5),accentLine:fe(n,r,3),...ke(t,n),text:me,textMuted:"#646A73",border:"#DEE0E3",surface:ge,page:be,danger:i,dangerFill:i,onDangerFill:xe,success:fe("#34C724",r,4.5)},status:{green:{text:"#237804",background:"#F6FFED"},lime:{text:"#4F7A00",background:"#FCFFE6"},red:{text:"#CF1322",background:"#FFF1F0"},gold:{text:"#8A5300",background:"#FFFBE6"},default:{text:"#646A73",background:"#F2F3F5"}},radius:"8px",font:'"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Zen Hei", system-ui, sans-serif'}}function we(e){const t=e.color,n=(e,n,o,r=[t.surface,t.page,t.accentTint])=>r.map(t=>({name:`${e} on ${t}`,foreground:n,background:t,minimum:o}));return[...n("text",t.text,4.5),...n("muted text",t.textMuted,4.5),...n("accent text",t.accent,4.5),...n("accent line",t.accentLine,3),...n("error text",t.danger,4.5),...n("success text",t.success,4.5),{name:"button text",foreground:t.onAccentFill,background:t.accentFill,minimum:4.5},{name:"hovered button text",foreground:t.onAccentFill,background:t.accentFillHover,minimum:4.5},{name:"badge text",foreground:t.onDangerFill,background:t.dangerFill,minimum:4.5},...Object.entries(e.status).map(([e,{text:t,background:n}])=>({name:`${e} tag`,foreground:t,background:n,minimum:4.5}))]}function $e(e){return we(e).map(e=>({...e,ratio:pe(e.foreground,e.background)})).filter(e=>e.ratio<e.minimum)}var Ee=n(6071),Ce=n(2370);async function Fe(e){if("en"===e)try{await(0,z.loadEnglishTexts)()}catch{return(0,z.skipEnglishTexts)(),void I.me.error(o.P.networkAnomaly.text)}else(0,z.skipEnglishTexts)();G.M.set(Ce.WF,e)}function Se(){return[(0,B.useAtomValue)(Ce.WF,{store:G.M}),e=>{Fe(e)}]}var Ae=n(6041);function je({children:e}){const[t]=Se();return(0,Ae.jsx)(j.Fragment,{children:e},t)}var Te=n(8801);const Le=Te.createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({theme:e})=>e.font};
    color: ${({theme:e})=>e.color.text};
    background: ${({theme:e})=>e.color.page};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({theme:e})=>e.color.accent}; text-underline-offset: 3px; }
  /* One focus style for every control and link; components only move its offset where they must. */
  :focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
  /* A heading focused after a navigation is where reading starts, not a control: no ring. */
  h1[tabindex='-1']:focus { outline: none; }
`,Me=Te.default.div`
  position: fixed;
  top: 16px;
  left: 50%;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(420px, calc(100% - 32px));
  transform: translateX(-50%);
  pointer-events: none;
`,_e=Te.default.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 10px 14px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.surface};
  border-left: 4px solid
    ${({theme:e,$tone:t})=>"error"===t?e.color.danger:"success"===t?e.color.success:e.color.accent};
  box-shadow: 0 6px 24px rgb(0 0 0 / 12%);
  font-size: 14px;
  line-height: 1.5;
  pointer-events: auto;

  span {
    flex: 1;
  }
  button {
    border: 0;
    background: none;
    color: ${({theme:e})=>e.color.textMuted};
    cursor: pointer;
    font-size: 16px;
    line-height: 1;
  }
`;function Oe(){const e=(0,B.useAtomValue)(I.Jn,{store:G.M});return(0,Ae.jsx)(Me,{children:e.map(e=>(0,Ae.jsxs)(_e,{$tone:e.tone,role:"error"===e.tone?"alert":"status",children:[(0,Ae.jsx)("span",{children:e.text}),(0,Ae.jsx)("button",{type:"button","aria-label":o.P.ui.close,onClick:()=>(0,I.LI)(e.id),children:"×"})]},e.id))})}const Ne=ve(),Re={fetcher:P.D,onError:P.W,revalidateOnFocus:!1,shouldRetryOnError:!1};function Pe({children:e,store:t=G.M,swr:n}){return(0,Ae.jsx)(B.Provider,{store:t,children:(0,Ae.jsx)(X.SWRConfig,{value:{...Re,...n},children:e})})}function De({children:e,theme:t=Ne}){return(0,Ae.jsxs)(Te.ThemeProvider,{theme:t,children:[(0,Ae.jsx)(Le,{}),(0,Ae.jsx)(je,{children:e}),(0,Ae.jsx)(Oe,{})]})}function Ie({children:e,theme:t,...n}){return(0,Ae.jsx)(Pe,{...n,children:(0,Ae.jsx)(De,{theme:t,children:e})})}const He={primary:Te.css`
    border-color: ${({theme:e})=>e.color.accentFill};
    background: ${({theme:e})=>e.color.accentFill};
    color: ${({theme:e})=>e.color.onAccentFill};
    &:hover:enabled {
      border-color: ${({theme:e})=>e.color.accentFillHover};
      background: ${({theme:e})=>e.color.accentFillHover};
    }
  `,secondary:Te.css`
    border-color: ${({theme:e})=>e.color.accent};
    background: ${({theme:e})=>e.color.surface};
    color: ${({theme:e})=>e.color.accent};
    &:hover:enabled {
      background: ${({theme:e})=>e.color.accentTint};
    }
  `,text:Te.css`
    padding: 0 8px;
    border-color: transparent;
    background: transparent;
    color: ${({theme:e})=>e.color.accent};
    &:hover:enabled {
      background: ${({theme:e})=>e.color.accentTint};
    }
  `},ze=Te.default.button`
  display: ${({$block:e})=>e?"flex":"inline-flex"};
  width: ${({$block:e})=>e?"100%":"auto"};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 20px;
  border: 1px solid;
  border-radius: ${({theme:e})=>e.radius};
  font: inherit;
  font-size: 15px;
  white-space: nowrap;
  cursor: pointer;
  ${({$variant:e})=>He[e]}

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`,Ge=Te.keyframes`to { transform: rotate(360deg); }`,We=Te.default.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${Ge} 0.8s linear infinite;
`;function Ue({variant:e="primary",block:t=!1,loading:n=!1,disabled:o,children:r,...i}){return(0,Ae.jsxs)(ze,{...i,$variant:e,$block:t,disabled:o||n,"aria-busy":n||void 0,children:[n&&(0,Ae.jsx)(We,{"aria-hidden":"true"}),r]})}const Ke=Te.default.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  min-width: 0;
`,Be=Te.default.label`
  color: ${({theme:e})=>e.color.text};
  font-size: 14px;
  font-weight: 500;
`,Ze=Te.default.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 4px 0 12px;
  border: 1px solid ${({theme:e,$invalid:t})=>t?e.color.danger:e.color.border};
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e,$disabled:t})=>t?e.color.page:e.color.surface};

  &:focus-within {
    border-color: ${({theme:e,$invalid:t})=>t?e.color.danger:e.color.accent};
    outline: 1px solid ${({theme:e,$invalid:t})=>t?e.color.danger:e.color.accent};
  }
`,Ye=Te.default.input`
  flex: 1;
  min-width: 0;
  min-height: 42px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 16px;

  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({theme:e})=>e.color.textMuted};
  }
  &:disabled {
    color: ${({theme:e})=>e.color.textMuted};
    cursor: not-allowed;
  }
`,Ve=Te.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 12px;
`,qe=Te.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.danger};
  font-size: 12px;
`;function Xe({label:e,hint:t,error:n,leading:o,trailing:r,id:i,className:a,...s}){const c=(0,j.useId)(),l=i??c,d=`${l}-hint`,u=`${l}-error`,p=null!=n&&!1!==n&&""!==n,h=null!=t&&!1!==t&&""!==t,f=[s["aria-describedby"],h&&d,p&&u].filter(Boolean).join(" ");return(0,Ae.jsxs)(Ke,{className:a,children:[(0,Ae.jsx)(Be,{htmlFor:l,children:e}),(0,Ae.jsxs)(Ze,{$invalid:p,$disabled:Boolean(s.disabled),children:[o,(0,Ae.jsx)(Ye,{...s,id:l,"aria-invalid":!!p||s["aria-invalid"],"aria-describedby":f||void 0}),r]}),h&&(0,Ae.jsx)(Ve,{id:d,children:t}),p&&(0,Ae.jsx)(qe,{id:u,role:"alert",children:n})]})}const Je=Te.default.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({theme:e})=>e.radius};
  background: transparent;
  color: ${({theme:e})=>e.color.textMuted};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${({theme:e})=>e.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: -2px;
  }
`;function Qe({struck:e}){return(0,Ae.jsxs)("svg",{width:"20",height:"20",viewBox:"0 0 24 24",fill:"none",stroke:"currentColor",strokeWidth:"2","aria-hidden":"true",children:[(0,Ae.jsx)("path",{d:"M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"}),(0,Ae.jsx)("circle",{cx:"12",cy:"12",r:"3"}),e&&(0,Ae.jsx)("path",{d:"M3 3l18 18"})]})}function et(e){const[t,n]=(0,j.useState)(!1);return(0,Ae.jsx)(Xe,{...e,type:t?"text":"password",trailing:(0,Ae.jsx)(Je,{type:"button","aria-label":o.P.ui.showPassword,"aria-pressed":t,disabled:e.disabled,onClick:()=>n(e=>!e),children:(0,Ae.jsx)(Qe,{struck:!t})})})}function tt({value:e,onValueChange:t,maxLength:n,...o}){return(0,Ae.jsx)(Xe,{...o,type:"text",inputMode:"numeric",value:e,onChange:e=>{const o=A(e.target.value);t(void 0===n?o:o.slice(0,n))}})}const nt=Te.default.label`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: 8px;
  color: ${({theme:e})=>e.color.text};
  font-size: 14px;
  line-height: 20px;
  cursor: pointer;
`,ot=Te.default.input`
  position: absolute;
  top: 2px;
  left: 0;
  width: 16px;
  height: 16px;
  margin: 0;
  opacity: 0;
  cursor: inherit;
  /* Above the box drawn after it, so the box never takes the pointer from the input. */
  z-index: 1;
`,rt=Te.default.span`
  position: relative;
  flex: none;
  width: 16px;
  height: 16px;
  margin-top: 2px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: 4px;
  background: ${({theme:e})=>e.color.surface};

  ${ot}:checked + & {
    border-color: ${({theme:e})=>e.color.accentFill};
    background: ${({theme:e})=>e.color.accentFill};
  }
  ${ot}:checked + &::after {
    content: '';
    position: absolute;
    top: 1px;
    left: 4px;
    width: 5px;
    height: 9px;
    border: solid ${({theme:e})=>e.color.onAccentFill};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  ${ot}:focus-visible + & {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
  ${ot}:disabled + & {
    opacity: 0.5;
  }
`;function it({children:e,className:t,...n}){return(0,Ae.jsxs)(nt,{className:t,children:[(0,Ae.jsx)(ot,{...n,type:"checkbox"}),(0,Ae.jsx)(rt,{"aria-hidden":"true"}),(0,Ae.jsx)("span",{children:e})]})}const at={ArrowRight:(e,t)=>(e+1)%t,ArrowLeft:(e,t)=>(e-1+t)%t,Home:()=>0,End:(e,t)=>t-1},st=Te.default.div`
  display: flex;
  gap: 24px;
  overflow-x: auto;
  border-bottom: 1px solid ${({theme:e})=>e.color.border};
`,ct=Te.default.button`
  flex: none;
  margin-bottom: -1px;
  padding: 12px 0;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({theme:e})=>e.color.textMuted};
  font: inherit;
  font-size: 16px;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({theme:e})=>e.color.accent};
    color: ${({theme:e})=>e.color.accent};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
`,lt=Te.default.div`
  padding-top: 16px;

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: 2px;
  }
`;function dt({items:e,value:t,onValueChange:n,"aria-label":o,children:r,className:i}){const a=(0,j.useId)(),s=(0,j.useRef)([]),c=Math.max(0,e.findIndex(e=>e.key===t)),l=`${a}-panel`,d=e=>`${a}-tab-${e}`;return(0,Ae.jsxs)("div",{className:i,children:[(0,Ae.jsx)(st,{role:"tablist","aria-label":o,onKeyDown:function(o){const r=at[o.key],i=s.current.findIndex(e=>e===o.target);if(!r||-1===i)return;o.preventDefault();const a=r(i,e.length),c=e[a];c&&(s.current[a]?.focus(),c.key!==t&&n(c.key))},children:e.map((e,o)=>(0,Ae.jsx)(ct,{ref:e=>{s.current[o]=e},type:"button",role:"tab",id:d(o),"aria-selected":o===c,"aria-controls":r&&o===c?l:void 0,tabIndex:o===c?0:-1,onClick:()=>e.key!==t&&n(e.key),children:e.label},e.key))}),r&&e[c]&&(0,Ae.jsx)(lt,{role:"tabpanel",id:l,"aria-labelledby":d(c),tabIndex:0,children:r(e[c].key)})]})}const ut=Te.default.dialog`
  width: min(480px, calc(100% - 32px));
  max-width: none;
  max-height: calc(100% - 32px);
  padding: 0;
  overflow: auto;
  border: 0;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};

  &::backdrop {
    background: color-mix(in srgb, ${({theme:e})=>e.color.text} 45%, transparent);
  }
  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
  }
`,pt=Te.default.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 16px 8px 0 20px;
`,ht=Te.default.h2`
  flex: 1;
  margin: 0;
  font-size: 17px;
  font-weight: 600;
`,ft=Te.default.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({theme:e})=>e.radius};
  background: none;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
  }
`,mt=Te.default.div`
  padding: 16px 20px 20px;
`,xt=Te.default.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding: 0 20px 20px;
`;function gt({open:e,onClose:t,title:n,children:r,footer:i}){const a=(0,j.useId)(),s=(0,j.useRef)(null),c=(0,j.useRef)(null);return(0,j.useLayoutEffect)(()=>{const t=s.current;if(!e||!t)return;const n=document.activeElement instanceof HTMLElement?document.activeElement:null;return t.open||("function"==typeof t.showModal?t.showModal():t.setAttribute("open","")),(c.current?.querySelector('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])')??t).focus(),()=>{"function"==typeof t.close?t.close():t.removeAttribute("open"),n?.isConnected&&n.focus()}},[e]),(0,Ae.jsx)(ut,{ref:s,"aria-labelledby":a,tabIndex:-1,onCancel:e=>{e.preventDefault(),t()},onClose:n=>{e&&!n.currentTarget.open&&t()},children:e&&(0,Ae.jsxs)(Ae.Fragment,{children:[(0,Ae.jsxs)(pt,{children:[(0,Ae.jsx)(ht,{id:a,children:n}),(0,Ae.jsx)(ft,{type:"button","aria-label":o.P.ui.close,onClick:t,children:(0,Ae.jsx)("span",{"aria-hidden":"true",children:"×"})})]}),(0,Ae.jsxs)("div",{ref:c,children:[(0,Ae.jsx)(mt,{children:r}),i&&(0,Ae.jsx)(xt,{children:i})]})]})})}const bt=(0,Te.default)(Ue)`
  flex: none;
  font-variant-numeric: tabular-nums;
`;function yt({onSend:e,seconds:t,sentAlready:n=!1,focusAfterSend:r,disabled:i=!1,variant:a="text",children:s=o.P.ui.sendCode,...c}){const{running:l,label:d,start:u}=M(t),[p,h]=(0,j.useState)(!1),f=(0,j.useRef)(!1),m=(0,j.useRef)(null);return(0,j.useLayoutEffect)(()=>{n&&u()},[n,u]),(0,Ae.jsx)(bt,{type:"button",...c,ref:m,variant:a,disabled:i||l,loading:p,onClick:()=>{!async function(){if(f.current||l)return;f.current=!0;const t=document.activeElement===m.current;h(!0);let n=!1;try{n=await e(),n&&u()}catch{}finally{f.current=!1,h(!1)}t&&(n?(r?r():(e=>e?.parentElement?.querySelector("input"))(m.current))?.focus():requestAnimationFrame(()=>function(e){const t=document.activeElement;t&&t!==document.body||e?.focus()}(m.current)))}()},children:d??s})}const kt=Te.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e,$online:t})=>t?e.status.green.background:e.status.gold.background};
  color: ${({theme:e,$online:t})=>t?e.status.green.text:e.status.gold.text};
  font-size: 14px;
  line-height: 1.5;
`;function vt({waiting:e,online:t,pending:n=!1,error:r=null}){if(!e)return null;const i="network"===r?.kind||"timeout"===r?.kind?r.message:o.P.ui.savedOffline;return(0,Ae.jsxs)(kt,{role:"status",$online:t,children:[(0,Ae.jsx)("span",{children:t?o.P.ui.backOnline:i}),t&&(0,Ae.jsx)(Ue,{type:"submit",variant:"secondary",loading:n,children:o.P.ui.resubmit})]})}var wt=n(6312);const $t=Te.default.button`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: 16px;
  background: ${({theme:e})=>e.color.surface};
  color: ${({theme:e})=>e.color.text};
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    color: ${({theme:e})=>e.color.accent};
  }
`,Et=e=>"en"===e?"zh-CN":"en";function Ct({className:e}){const[t,n]=Se(),o=Et(t);return(0,Ae.jsx)($t,{type:"button",className:e,lang:o,onClick:()=>n(o),children:Ce.kf[o]})}const Ft=Te.keyframes`to { transform: rotate(360deg); }`,St=Te.default.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({theme:e})=>e.color.accentTint};
  border-top-color: ${({theme:e})=>e.color.brand};
  border-radius: 50%;
  animation: ${Ft} 0.8s linear infinite;
`,At=Te.default.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;function jt({label:e}){return(0,Ae.jsx)(At,{role:"status","aria-label":e,children:(0,Ae.jsx)(St,{})})}const Tt=Te.default.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
`,Lt=Te.default.h1`
  margin: 0 0 16px;
  font-size: 22px;
  font-weight: 600;
`;function Mt(e,t,n){const o=n.useState===j.useState&&n.store===G.M?"shared":"duplicated";return{"data-remote":e,"data-remote-version":t,"data-shared-instance":H,"data-singletons":o}}function _t(e){const{app:t,version:n,title:o,probe:r,children:i}=e;return(0,Ae.jsxs)(Tt,{"aria-label":o,...Mt(t,n,r),children:[(0,Ae.jsx)(Lt,{children:o}),i]})}async function Ot(e){return await(0,N.px)("sendCode",e),!0}async function Nt(e,t){return await(0,N.px)("sendCodeAuto",{send_type:t,mark_type:"MARK_TYPE_ACCESS",access_purpose:e}),!0}async function Rt(e){return await(0,N.px)("sendCodeAuto",{send_type:e,mark_type:"MARK_TYPE_ACCESS"}),!0}async function Pt(e,t){return await(0,N.px)("forgetPasswordCode","FORGET_PASSWORD"===t?{email:e}:{email:e,type:t}),!0}const Dt=e=>(0,N.px)("login",e),It=e=>(0,N.px)("register",e),Ht=e=>(0,N.px)("loginCodeCheck",e),zt=e=>(0,N.px)("bindEmail",e),Gt=e=>(0,N.px)("forgetPasswordCode",e),Wt=e=>(0,N.px)("forgetPasswordCheck",e),Ut=e=>(0,N.px)("forgetPassword",e),Kt=e=>(0,N.px)("forgetTrxPassword",e);var Bt=n(8871),Zt=n(4221);function Yt(e){return window.addEventListener("online",e),window.addEventListener("offline",e),()=>{window.removeEventListener("online",e),window.removeEventListener("offline",e)}}function Vt(){return(0,j.useSyncExternalStore)(Yt,()=>navigator.onLine,()=>!0)}const qt=[];function Xt(e){const{draft:t,keep:n=qt,send:o,onDone:r,onRefused:i}=e,[a]=(0,j.useState)(()=>(0,Zt.kF)(t)?.values??null),[s,c]=(0,j.useState)(()=>null!==(0,Zt.kF)(t)),[l,d]=(0,j.useState)(!1),[u,p]=(0,j.useState)(null),h=(0,j.useRef)(!1),f=(0,j.useRef)(null),m=Vt(),x=(0,j.useCallback)(async e=>{if(h.current)return;h.current=!0,d(!0);const a=(0,Zt.cT)(e),s=(0,Zt.cT)(function(e,t){return Object.fromEntries(Object.entries(e).filter(([e])=>t.includes(e)))}(e,n)),l=f.current??(0,Zt.kF)(t),u=null!==l&&(0,Zt.Z)(l.values,f.current?a:s)?l.idempotencyKey:(0,Zt.NO)();try{const n=await o(e,u);f.current=null,(0,Zt.nr)(t),c(!1),p(null),r?.(n,e)}catch(n){const o=n instanceof O.h?n:null;p(o),(e=>e instanceof O.h&&("network"===e.kind||"timeout"===e.kind))(n)?(f.current={values:a,idempotencyKey:u},Object.keys(s).length>0&&(0,Zt.d$)(t,{values:s,idempotencyKey:u}),c(!0)):o&&"aborted"!==o.kind&&(f.current=null,(0,Zt.nr)(t),c(!1),i?.(o,e))}finally{h.current=!1,d(!1)}},[t,n,o,r,i]);return{submit:x,pending:l,error:u,restored:a,waiting:s,online:m}}}}]);