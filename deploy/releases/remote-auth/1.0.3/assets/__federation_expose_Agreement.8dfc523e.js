"use strict";(self.webpackChunkremote_auth=self.webpackChunkremote_auth||[]).push([[436],{3671(e,t,i){i.r(t),i.d(t,{default:()=>h});var n=i(6041),r=i(1736),a=i(3090),o=i(7184),l=i(8801),d=i(5880),s=i(1572),c=i(680);const u=(0,d.defineCatalogue)("remote-auth/agreement",{loading:"正在加载用户协议",loadFailed:"用户协议暂时无法加载",retry:"重试"},()=>i.e(825).then(()=>i(4882)));const p=l.default.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  color: ${({theme:e})=>e.color.textMuted};
`,x=e=>""!==(e?.text??"").trim(),h=function(){const{id:e,source:t}=function(){const e=(0,o.useLocation)(),[t]=(0,o.useSearchParams)(),i=function(e){if("object"!=typeof e||null===e||!("id"in e))return null;const{id:t}=e;return"number"==typeof t&&Number.isFinite(t)?String(t):"string"==typeof t&&""!==t.trim()?t:null}(e.state);if(null!==i)return{id:i,source:"state"};const n=t.get("id")?.trim();return n?{id:n,source:"query"}:{id:null,source:null}}(),i=(0,o.useNavigate)(),l=(0,a.useStore)(),{data:h,error:g,mutate:f}=(0,d.useAgreement)(e),m=null===e||void 0!==h&&!x(h)||(0,d.isUnknownAgreement)(g);(0,r.useEffect)(()=>{m&&((0,d.logout)("user",l),i(d.PATHS.signIn,{replace:!0}))},[m,i,l]);const b=(0,d.useBack)(d.PATHS.signUp),j="query"===t?d.PATHS.signUp:b,k=h?.title||d.strings.pages.agreement;return(0,n.jsx)(s.w,{title:k,back:j,reading:!0,children:h&&x(h)?(0,n.jsx)(c.ArticleHtml,{html:h.text,title:k}):g&&void 0===h?(0,n.jsxs)(p,{children:[(0,n.jsx)("p",{children:u.loadFailed}),(0,n.jsx)(d.Button,{type:"button",variant:"secondary",onClick:()=>{f()},children:u.retry})]}):(0,n.jsx)(d.Spinner,{label:u.loading})})}},1572(e,t,i){i.d(t,{w:()=>y});var n=i(6041),r=i(1736),a=i(7184),o=i(8801),l=i(5880);const d=(0,l.defineCatalogue)("remote-auth/shell",{back:"返回",loadingMerchant:"正在加载",icpLinkTitle:"工业和信息化部政务服务平台 ICP/IP 地址/域名信息备案管理系统"},()=>i.e(825).then(()=>i(4542)));function s(e,t,i=new Date){const n=String(i.getFullYear()),r=e.trim();return["©",""===r||r===n?n:`${r}-${n}`,t.trim().replace(/^https?:\/\//i,"").replace(/\/+$/,""),l.strings.footer.rightsReserved].filter(Boolean).join(" ")}var c=i(3090);const u=o.default.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({theme:e})=>e.color.accentTint};
`,p=o.default.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding: 12px 24px;

  @media (max-width: 600px) {
    padding: 8px 12px;
  }
`,x=(0,o.default)(l.LocaleSwitch)`
  margin-left: auto;
`,h=o.default.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`,g=o.default.button`
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
`,f=o.default.main`
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
`,m=o.default.section`
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
`,b=o.default.h1`
  margin: 0 0 20px;
  color: ${({theme:e})=>e.color.text};
  font-size: 24px;
  font-weight: 600;
  line-height: 1.3;
`,j=o.default.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`,k=o.default.footer`
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
`;function w({back:e}){const t=(0,a.useNavigate)();return(0,n.jsx)(g,{type:"button","aria-label":d.back,onClick:()=>"string"==typeof e?t(e):e(),children:(0,n.jsx)("svg",{width:"22",height:"22",viewBox:"0 0 24 24","aria-hidden":"true",fill:"none",stroke:"currentColor",children:(0,n.jsx)("path",{d:"M15 5l-7 7 7 7",strokeWidth:"2",strokeLinecap:"round",strokeLinejoin:"round"})})})}function y({title:e,intro:t,back:i,reading:a=!1,children:o}){const{data:g,error:y}=(0,l.useMerchant)(),v=!g&&!y,$=(0,l.remoteStamp)("remote-auth","1.0.3",{useState:r.useState,store:(0,c.useStore)()}),S=(0,r.useId)();return(0,n.jsxs)(u,{children:[(0,n.jsxs)(p,{children:[void 0!==i&&(0,n.jsx)(w,{back:i}),g&&(0,n.jsx)(h,{src:g.dark_logo,alt:g.title}),(0,n.jsx)(x,{})]}),(0,n.jsx)(f,{children:(0,n.jsx)(m,{$reading:a,"aria-busy":v||void 0,"aria-labelledby":S,...$,children:v?(0,n.jsx)(l.Spinner,{label:d.loadingMerchant}):(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)(b,{id:S,children:e}),void 0!==t&&(0,n.jsx)(j,{children:t}),o]})})}),g&&(0,n.jsxs)(k,{children:[g.icp&&(0,n.jsx)("a",{href:"https://beian.miit.gov.cn/",target:"_blank",rel:"noreferrer noopener",title:d.icpLinkTitle,children:g.icp}),(0,n.jsx)("span",{children:s(g.version,g.website)})]})]})}}}]);