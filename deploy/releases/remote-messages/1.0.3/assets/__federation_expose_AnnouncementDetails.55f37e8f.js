"use strict";(self.webpackChunkremote_messages=self.webpackChunkremote_messages||[]).push([[133],{2960(e,t,n){n.r(t),n.d(t,{default:()=>y});var r=n(6041),o=n(7184),i=n(5880),a=n(6252),s=n(4390),l=n(8801),d=n(680);const c=l.default.div`
  padding: 32px 40px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.surface};

  @media (max-width: 600px) {
    padding: 20px 16px;
  }
`,u=(0,l.default)(c)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding-block: 48px;
  text-align: center;

  p {
    margin: 0;
    color: ${({theme:e})=>e.color.textMuted};
  }
  strong {
    color: ${({theme:e})=>e.color.text};
    font-size: 16px;
    font-weight: 600;
  }
`,x=l.default.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
`,m=(0,l.default)(x)`
  justify-content: flex-start;
  margin-top: 16px;
`,p=(0,i.defineCatalogue)("remote-messages/announcement-details",{loading:"正在加载公告",notFound:"公告不存在或已被删除",notFoundHint:"请返回消息中心查看其他消息。",loadFailed:"公告暂时无法加载",retry:"重试",backToCenter:"返回消息中心",postedAt:"发布时间"},()=>n.e(825).then(()=>n(6868))),h=l.default.header`
  margin-bottom: 24px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${({theme:e})=>e.color.border};
`,g=l.default.h2`
  margin: 0 0 8px;
  color: ${({theme:e})=>e.color.text};
  font-size: 20px;
  font-weight: 600;
  line-height: 1.4;
  overflow-wrap: anywhere;

  @media (max-width: 600px) {
    font-size: 18px;
  }
`,f=l.default.p`
  margin: 0;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 13px;
`;function j({announcement:e}){const{title:t,created_at:n,content:o}=e;return(0,r.jsxs)(c,{as:"article","aria-labelledby":"announcement-title",children:[(0,r.jsxs)(h,{children:[(0,r.jsx)(g,{id:"announcement-title",children:t}),(0,r.jsxs)(f,{children:[p.postedAt," ",(0,r.jsx)("time",{dateTime:n,children:(0,a.formatDateTime)(n)})]})]}),(0,r.jsx)(d.ArticleHtml,{html:o,title:t})]})}var b=n(1736);const y=function(){const e=function(){const[e]=(0,o.useSearchParams)();return e.get("id")?.trim()||null}(),t=(0,o.useNavigate)(),{data:n,error:l,mutate:d,isValidating:c}=(0,a.useAnnouncement)(e);!function(e){const t=(0,a.useMarkMessageRead)(),n=(0,b.useRef)(null);(0,b.useEffect)(()=>{e&&!e.read&&n.current!==e.id&&(n.current=e.id,t(e.id))},[e,t])}(n);const h=(0,r.jsx)(i.Button,{type:"button",variant:n?"secondary":"primary",onClick:()=>t(i.PATHS.informationCenter),children:p.backToCenter});let g;return g=null===e||(0,a.isMissingAnnouncement)(l)?(0,r.jsxs)(u,{role:"alert",children:[(0,r.jsx)("strong",{children:p.notFound}),(0,r.jsx)("p",{children:p.notFoundHint}),(0,r.jsx)(x,{children:h})]}):n?(0,r.jsxs)(r.Fragment,{children:[(0,r.jsx)(j,{announcement:n}),(0,r.jsx)(m,{children:h})]}):l?(0,r.jsxs)(u,{role:"alert",children:[(0,r.jsx)("strong",{children:p.loadFailed}),(0,r.jsxs)(x,{children:[(0,r.jsx)(i.Button,{type:"button",loading:c,onClick:()=>{d()},children:p.retry}),h]})]}):(0,r.jsx)(i.Spinner,{label:p.loading}),(0,r.jsx)(s.b,{title:i.strings.pages.announcementDetails,children:g})}},4390(e,t,n){n.d(t,{b:()=>s});var r=n(6041),o=n(1736),i=n(3090),a=n(5880);function s({title:e,children:t}){return(0,r.jsx)(a.PageFrame,{app:"remote-messages",version:"1.0.3",title:e,probe:{useState:o.useState,store:(0,i.useStore)()},children:t})}}}]);