"use strict";(self.webpackChunkremote_messages=self.webpackChunkremote_messages||[]).push([[41],{2319(e,t,a){a.r(t),a.d(t,{default:()=>G});var n=a(6041),r=a(1736),o=a(7184),l=a(8801),i=a(5880),d=a(4390);const s=(0,i.defineCatalogue)("remote-messages/information-center",{tabsLabel:"消息类型",tabs:{all:"全部",STATION_MSG:"站内信",ANNOUNCEMENT:"公告"},type:{STATION_MSG:"站内信",ANNOUNCEMENT:"公告"},unread:"未读",listLabel:"消息列表",loading:"正在加载消息",empty:{all:"暂无消息",STATION_MSG:"暂无站内信",ANNOUNCEMENT:"暂无公告"},loadFailed:"消息加载失败，请稍后重试",loadMoreFailed:"更多消息加载失败",retry:"重试",markAllRead:"全部已读",loadMore:"加载更多",loadingMore:"加载中…",noMore:"没有更多消息了",summary:(e,t)=>`已显示 ${e} 条，共 ${t} 条`,arrived:e=>`收到新消息：${e}`},()=>a.e(825).then(()=>a(2080))),c=l.default.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 48px 16px;
  color: ${({theme:e})=>e.color.textMuted};
  text-align: center;

  & p {
    margin: 0;
  }
`;function u({message:e}){return(0,n.jsx)(c,{children:(0,n.jsx)("p",{children:e})})}function p({onRetry:e}){return(0,n.jsxs)(c,{children:[(0,n.jsx)("p",{role:"alert",children:s.loadFailed}),(0,n.jsx)(i.Button,{type:"button",variant:"secondary",onClick:e,children:s.retry})]})}const h=l.default.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 20px 0 8px;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 13px;

  & p {
    margin: 0;
  }
`;function x({loadingMore:e,loadMoreFailed:t}){return t?s.retry:e?s.loadingMore:s.loadMore}function g({shown:e,total:t,hasMore:a,loadingMore:r,loadMoreFailed:o,onLoadMore:l}){const d=a||r||o;return(0,n.jsxs)(h,{children:[(0,n.jsx)("p",{children:s.summary(e,Math.max(t,e))}),o&&(0,n.jsx)("p",{role:"alert",children:s.loadMoreFailed}),d?(0,n.jsx)(i.Button,{type:"button",variant:"secondary",onClick:r?void 0:l,children:x({loadingMore:r,loadMoreFailed:o})}):(0,n.jsx)("p",{children:s.noMore})]})}var f=a(6252),m=a(680);const b=l.default.li`
  position: relative;
  padding: 16px 4px;
  border-bottom: 1px solid ${({theme:e})=>e.color.border};

  &:hover {
    background: ${({theme:e})=>e.color.page};
  }
`,M=l.default.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`,y=l.default.h2`
  flex: 1 1 200px;
  min-width: 0;
  margin: 0;
  font-size: 16px;
  font-weight: ${({$unread:e})=>e?600:400};
  overflow-wrap: anywhere;
`,S=l.css`
  padding: 0;
  border: 0;
  background: none;
  color: ${({theme:e})=>e.color.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({theme:e})=>e.color.accentLine};
    outline-offset: -2px;
  }
`,j=l.default.button`
  ${S}
`,v=(0,l.default)(o.Link)`
  ${S}
`,N=l.default.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-right: 8px;
  border-radius: 50%;
  background: ${({theme:e})=>e.color.dangerFill};
  vertical-align: middle;
`,w=l.default.time`
  flex: none;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 13px;
  font-variant-numeric: tabular-nums;

  @media (max-width: 600px) {
    flex-basis: 100%;
  }
`,k=l.default.p`
  display: -webkit-box;
  margin: 8px 0 0;
  overflow: hidden;
  color: ${({theme:e})=>e.color.textMuted};
  font-size: 14px;
  line-height: 1.5;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`,E=l.default.div`
  position: relative;
  z-index: 1;
  margin-top: 12px;
  padding: 12px 16px;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.accentTint};
  font-size: 14px;
  line-height: 1.7;
  overflow-wrap: anywhere;
  cursor: auto;

  & p {
    margin: 0 0 8px;
  }
  & img {
    max-width: 100%;
  }
`,T=(0,r.memo)(function({message:e,onOpen:t}){const[a,o]=(0,r.useState)(!1),l=(0,r.useMemo)(()=>function(e,t=80){const a=(new DOMParser).parseFromString((0,m.sanitizeHtml)(e),"text/html").body;for(const e of a.querySelectorAll("p, div, br, li, h1, h2, h3, h4, h5, h6, tr, blockquote"))e.after(" ");const n=(a.textContent??"").replace(/\s+/g," ").trim(),r=[...n];return r.length>t?`${r.slice(0,t).join("")}…`:n}(e.content),[e.content]),d=(0,r.useId)(),c=`${d}-content`,u=!e.read,p=(0,n.jsxs)(n.Fragment,{children:[u&&(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)(N,{"aria-hidden":"true"}),(0,n.jsx)(i.VisuallyHidden,{children:s.unread})]}),e.title]});return(0,n.jsxs)(b,{children:[(0,n.jsxs)(M,{children:[(0,n.jsx)(f.StatusTag,{color:"ANNOUNCEMENT"===e.type?"gold":"default",children:s.type[e.type]}),(0,n.jsx)(y,{$unread:u,children:"ANNOUNCEMENT"===e.type?(0,n.jsx)(v,{id:d,to:(h=e.id,`${i.PATHS.announcementDetails}?id=${encodeURIComponent(h)}`),onClick:()=>t(e),children:p}):(0,n.jsx)(j,{id:d,type:"button","aria-expanded":a,"aria-controls":a?c:void 0,onClick:()=>{a||t(e),o(!a)},children:p})}),(0,n.jsx)(w,{dateTime:e.created_at,children:(0,f.formatDateTime)(e.created_at)})]}),a?(0,n.jsx)(E,{id:c,role:"region","aria-labelledby":d,children:(0,n.jsx)(m.SafeHtml,{html:e.content})}):l&&(0,n.jsx)(k,{children:l})]});var h});var C=a(8954);const $=e=>C.MESSAGE_TYPES.includes(e),A=e=>$(e)?e:"all",O=e=>"all"===e?void 0:e;const F=l.default.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;function I({tab:e,arrivals:t,readIds:a,onOpen:o}){const l=O(e),d=function(e){const t=(0,f.useFirstMessagePage)(e),a=function(e){const[t,a]=(0,r.useState)([]),[n,o]=(0,r.useState)("idle"),l=(0,r.useRef)(!1),i=(0,r.useCallback)(async()=>{if(!l.current){l.current=!0,o("loading");try{const n=await(0,f.fetchMessagePage)(t.length+2,e);a(e=>[...e,n]),o("idle")}catch{o("failed")}finally{l.current=!1}}},[t.length,e]);return{pages:t,loading:"loading"===n,failed:"failed"===n,loadNext:i}}(e),n=t.data?[t.data,...a.pages]:[],o=n.at(-1),l=t.data?.total??0;return{pages:n,total:l,isLoading:!t.data&&!t.error,error:t.data?void 0:t.error,retry:()=>{t.mutate()},hasMore:Boolean(o&&o.list.length===f.MESSAGE_PAGE_SIZE&&n.length*f.MESSAGE_PAGE_SIZE<l),loadingMore:a.loading,loadMoreFailed:a.failed,loadMore:()=>{a.loadNext()}}}(l),{rows:c,uncounted:h}=function({arrivals:e,pages:t,readIds:a,type:n}){const r=new Set,o=[],l=e=>{r.has(e.id)||(r.add(e.id),o.push(e.read||!a.has(e.id)?e:{...e,read:!0}))},i=new Set(t.flatMap(e=>e.list.map(e=>e.id))),d=e.filter(e=>!(n&&e.type!==n||i.has(e.id)));return d.forEach(l),t.forEach(e=>e.list.forEach(l)),{rows:o,uncounted:d.length}}({arrivals:t,pages:d.pages,readIds:a,type:l});return d.error?(0,n.jsx)(p,{onRetry:d.retry}):d.isLoading&&0===c.length?(0,n.jsx)(i.Spinner,{label:s.loading}):0===c.length?(0,n.jsx)(u,{message:s.empty[e]}):(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)(F,{"aria-label":s.listLabel,children:c.map(e=>(0,n.jsx)(T,{message:e,onOpen:o},e.id))}),!d.isLoading&&(0,n.jsx)(g,{shown:c.length,total:d.total+h,hasMore:d.hasMore,loadingMore:d.loadingMore,loadMoreFailed:d.loadMoreFailed,onLoadMore:d.loadMore})]})}function _({type:e}){const t=(0,f.useMarkAllMessagesRead)(),a=(0,f.useUnreadCount)(),[o,l]=(0,r.useState)(!1);return a<=0?null:(0,n.jsx)(i.Button,{type:"button",variant:"text",loading:o,onClick:()=>{!async function(){l(!0);try{await t(e)}finally{l(!1)}}()},children:s.markAllRead})}const L=l.default.div`
  display: flex;
  justify-content: flex-end;
  margin: -8px 0 4px;
`,G=function(){const[e,t]=(0,o.useSearchParams)(),a=A(e.get("tab")),l=function(){const[e,t]=(0,r.useState)([]);return(0,r.useEffect)(()=>i.eventBus.on("station-message",({id:e,type:a,title:n,content:r})=>{if(!$(a))return;const o={id:e,type:a,title:n,content:r,read:!1,created_at:(new Date).toISOString()};t(t=>t.some(t=>t.id===e)?t:[o,...t])}),[]),e}(),{readIds:c,markRead:u}=function(){const e=(0,f.useMarkMessageRead)(),[t,a]=(0,r.useState)(new Set);return{readIds:t,markRead:(0,r.useCallback)(async t=>{a(e=>new Set(e).add(t)),await e(t)||a(e=>((e,t)=>new Set([...e].filter(e=>e!==t)))(e,t))},[e])}}(),p=(0,r.useCallback)(e=>{e.read||u(e.id)},[u]);return(0,n.jsxs)(d.b,{title:i.strings.pages.informationCenter,children:[(0,n.jsx)(L,{children:(0,n.jsx)(_,{type:O(a)})}),(0,n.jsx)(i.Tabs,{items:[{key:"all",label:s.tabs.all},{key:"STATION_MSG",label:s.tabs.STATION_MSG},{key:"ANNOUNCEMENT",label:s.tabs.ANNOUNCEMENT}],value:a,onValueChange:e=>t("all"===e?{}:{tab:e},{replace:!0}),"aria-label":s.tabsLabel,children:e=>(0,n.jsx)(I,{tab:A(e),arrivals:l,readIds:c,onOpen:p},e)}),(0,n.jsx)(i.VisuallyHidden,{"aria-live":"polite",children:l[0]?s.arrived(l[0].title):""})]})}},4390(e,t,a){a.d(t,{b:()=>i});var n=a(6041),r=a(1736),o=a(3090),l=a(5880);function i({title:e,children:t}){return(0,n.jsx)(l.PageFrame,{app:"remote-messages",version:"1.0.3",title:e,probe:{useState:r.useState,store:(0,o.useStore)()},children:t})}}}]);