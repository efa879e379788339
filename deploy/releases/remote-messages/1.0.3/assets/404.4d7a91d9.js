"use strict";(self.webpackChunkremote_messages=self.webpackChunkremote_messages||[]).push([[23,404],{6404(t,e,o){o.r(e),o.d(e,{ArticleHtml:()=>p,SafeHtml:()=>u,sanitizeHtml:()=>s});var r=o(8289);const n=/^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,i=new Set(["href","src","xlink:href","action","formaction","background","poster"]),a=t=>[...t].filter(t=>t>" ").join(""),l=/^data:image\/(?:png|gif|jpe?g|webp|avif);/i;let c=null;function s(t){return(c||(c=(0,r.A)(window),c.addHook("uponSanitizeAttribute",(t,e)=>{if("IMG"===t.tagName&&"src"===e.attrName)return e.keepAttr=function(t){const e=a(t);if(l.test(e))return!0;try{const t=new URL(e,window.location.href);return/^https?:$/.test(t.protocol)&&t.origin===window.location.origin}catch{return!1}}(e.attrValue),void(e.forceKeepAttr=e.keepAttr);i.has(e.attrName)&&!n.test(a(e.attrValue))&&(e.keepAttr=!1)}),c.addHook("afterSanitizeAttributes",t=>{"A"===t.tagName&&t.hasAttribute("href")&&(t.setAttribute("target","_blank"),t.setAttribute("rel","noopener noreferrer"))}),c)).sanitize(t,{USE_PROFILES:{html:!0},FORBID_TAGS:["style","form","input","button","textarea","select","iframe","object","embed","base","link","video","audio","source","track","picture"],FORBID_ATTR:["style","srcset","background","poster"],ALLOWED_URI_REGEXP:n})}var m=o(6041),h=o(1736);function u({html:t,...e}){const o=(0,h.useMemo)(()=>s(t),[t]);return(0,m.jsx)("div",{...e,dangerouslySetInnerHTML:{__html:o}})}const d=(0,o(8801).default)(u)`
  max-width: 72ch;
  color: ${({theme:t})=>t.color.text};
  font-size: 15px;
  line-height: 1.8;
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: 1.4em 0 0.5em;
    font-weight: 600;
    line-height: 1.4;
  }
  h1 {
    font-size: 20px;
  }
  h2 {
    font-size: 18px;
  }
  h3,
  h4 {
    font-size: 16px;
  }
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p {
    margin: 0 0 0.9em;
  }
  ul,
  ol {
    margin: 0 0 0.9em;
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.3em;
  }
  a {
    color: ${({theme:t})=>t.color.accent};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 6px 8px;
    border: 1px solid ${({theme:t})=>t.color.border};
  }
  blockquote {
    margin: 0 0 0.9em;
    padding-left: 12px;
    border-left: 3px solid ${({theme:t})=>t.color.accentTint};
    color: ${({theme:t})=>t.color.textMuted};
  }
`;function p({html:t,title:e,...o}){const r=(0,h.useMemo)(()=>function(t,e){const o=document.createElement("template");o.innerHTML=t;const r=o.content.firstElementChild;r&&/^H[1-6]$/.test(r.tagName)&&r.textContent?.trim()===e.trim()&&r.remove();for(const t of o.content.querySelectorAll("h1")){const e=document.createElement("h2");e.append(...t.childNodes),t.replaceWith(e)}return o.innerHTML}(t,e),[t,e]);return(0,m.jsx)(d,{html:r,...o})}}}]);