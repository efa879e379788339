"use strict";(self.webpackChunkremote_cards=self.webpackChunkremote_cards||[]).push([[6],{4390(e,t,a){a.d(t,{b:()=>d});var r=a(6041),n=a(1736),l=a(3090),i=a(5880);function d({title:e,children:t}){return(0,r.jsx)(i.PageFrame,{app:"remote-cards",version:"1.0.3",title:e,probe:{useState:n.useState,store:(0,l.useStore)()},children:t})}},9639(e,t,a){const r=(0,a(5880).defineCatalogue)("remote-cards",{retry:"重试",loadFailed:"加载失败，请检查网络后重试",loading:"加载中…",cancel:"取消",confirm:"确定",close:"关闭",frozen:{title:"钱包已冻结",body:"冻结期间不能充值、开卡，也不能为卡片充值或提现。如有疑问，请联系客服。",reason:"钱包已冻结，暂不能进行资金操作"},pager:{label:"分页",previous:"上一页",next:"下一页",page:(e,t)=>`第 ${e} / ${t} 页`,total:e=>`共 ${e} 条`,pageSize:"每页条数",perPage:e=>`${e} 条/页`},amount:{label:"金额",placeholder:"0.00",required:"请输入金额",invalid:"金额须大于 0 且最多两位小数",tooHigh:"金额超过单笔上限",tooLow:(e,t)=>`金额低于最低充值金额 ${e} ${t}`,range:e=>`单笔最多 ${e}，最多两位小数，多余的小数位舍去`},currency:"币种",wallet:{balancesLabel:"钱包余额",available:"可用余额",anew:"待入账",anewHint:"已提交、待审核的充值",topUp:"请求充值",topUpIn:e=>`充值 ${e}`,cardsHeld:"持有卡片",cardsAvailable:"可开卡",cardsUnit:e=>`${e} 张`,toCards:"查看卡片",toCreateCard:"去开卡",countersLabel:"卡片概况"},topUp:{title:"请求充值",submit:"提交充值",done:{TOP_UP_STATUS_APPROVED:e=>`充值成功，${e} 已到账`,TOP_UP_STATUS_PENDING:e=>`充值申请已提交，${e} 待审核后到账`,TOP_UP_STATUS_REJECTED:e=>`充值申请未通过：${e}`}},walletTransactions:{heading:"钱包流水",listLabel:"钱包流水",type:"类型",allTypes:"全部类型",allCurrencies:"全部币种",from:"开始日期",to:"结束日期",reset:"重置",empty:"暂无流水",emptyFiltered:"没有符合条件的流水",columns:{time:"时间",type:"类型",amount:"金额",fee:"手续费",balance:"余额",card:"卡片",remark:"备注"},dateOrder:"结束日期不能早于开始日期"},cards:{openCard:"开卡",bulkExport:"批量导出",bulkExportSelected:e=>`批量导出（已选 ${e} 张）`,filterLabel:"卡片状态",all:"全部",search:"卡号后四位",searchPlaceholder:"输入卡号后四位搜索",listLabel:"卡片列表",selectAll:"选择本页全部卡片",select:e=>`选择卡片 ${e}`,empty:"还没有卡片",emptyHint:"开一张卡，开始使用吧",emptyFiltered:"没有符合条件的卡片",columns:{card:"卡号",currency:"币种",balance:"余额",status:"状态",created:"创建时间",actions:"操作"},details:"详情",masked:e=>`•••• ${e}`,maskedLabel:e=>`尾号 ${e} 的卡片`},actions:{UPDATE_CARD_STATUS_FREEZE:"冻结",UPDATE_CARD_STATUS_UNFREEZE:"解冻",confirmTitle:{UPDATE_CARD_STATUS_FREEZE:"冻结卡片",UPDATE_CARD_STATUS_UNFREEZE:"解冻卡片"},confirmBody:{UPDATE_CARD_STATUS_FREEZE:e=>`冻结后，尾号 ${e} 的卡片将无法消费，直到解冻。冻结由发卡行处理，通常几秒内完成。`,UPDATE_CARD_STATUS_UNFREEZE:e=>`解冻后，尾号 ${e} 的卡片恢复可用。解冻由发卡行处理，通常几秒内完成。`},requested:{UPDATE_CARD_STATUS_FREEZE:"已提交冻结",UPDATE_CARD_STATUS_UNFREEZE:"已提交解冻"},settling:"处理中，状态将自动更新",queued:"当前网络异常，冻结待提交：网络恢复后将自动提交",pending:"冻结待提交",cancelPending:"撤销",cancelPendingLabel:e=>`撤销冻结尾号 ${e} 的卡片`,cancelled:"已撤销，卡片未冻结"},details:{back:"返回卡片列表",notFoundTitle:"找不到这张卡片",notFoundBody:"卡片不存在，或不属于当前账号。",missingId:"没有指定卡片",summaryLabel:"卡片信息",fields:{number:"卡号",expiry:"有效期",currency:"币种",product:"卡产品",balance:"卡片余额",status:"状态",created:"创建时间"},moneyActions:"资金操作"},reveal:{open:"查看卡号",title:"查看卡号",intro:e=>`为保护您的卡片安全，请输入发送至 ${e} 的验证码。`,introNoPhone:"为保护您的卡片安全，请输入发送至您手机的验证码。",code:"验证码",codePlaceholder:"请输入 6 位验证码",submit:"查看",number:"完整卡号",cvv:"CVV",expiry:"有效期",copy:"复制",copyNumber:"复制卡号",copyCvv:"复制 CVV",copied:"已复制",copyFailed:"复制失败，请手动选择复制",hidesIn:e=>`${e} 秒后自动隐藏`,hideNow:"立即隐藏",hidden:"卡号已隐藏"},move:{recharge:"充值",withdraw:"提现",rechargeTitle:e=>`为尾号 ${e} 的卡片充值`,withdrawTitle:e=>`从尾号 ${e} 的卡片提现`,walletAvailable:"钱包可用余额",cardBalance:"卡片余额",minimum:"最低充值",feeRule:"手续费规则",fee:"手续费",walletPays:"钱包支出",cardReceives:"卡片到账",cardPays:"卡片支出",walletReceives:"钱包到账",previewLabel:"本次金额明细",overCard:"金额超过卡片余额",overWallet:"钱包余额不足以支付金额与手续费",feeExceeds:"金额不足以支付手续费",submit:{recharge:"确认充值",withdraw:"确认提现"},done:{recharge:e=>`充值成功，卡片到账 ${e}`,withdraw:e=>`提现成功，钱包到账 ${e}`},cardNotUsable:"卡片当前状态不能充值或提现"},deletion:{open:"删除卡片",title:"删除卡片",body:(e,t)=>`删除后，尾号 ${e} 的卡片将无法再使用，且不能恢复。卡上余额 ${t} 将在删除完成后全部退回钱包（不收手续费）。`,submit:"确认删除",requested:"已提交删除，完成后余额将退回钱包"},cardTransactions:{heading:"卡片交易",listLabel:"卡片交易",type:"类型",status:"状态",allTypes:"全部类型",allStatuses:"全部状态",empty:"这张卡片还没有交易",emptyFiltered:"没有符合条件的交易",columns:{time:"时间",type:"类型",status:"状态",amount:"金额",fee:"手续费",merchant:"商户",reason:"失败原因"}},bulkExport:{scopeLabel:"导出哪些卡片",scopes:{all:"全部卡片",status:"按状态",selected:"已选卡片"},allHint:"除已删除的卡片外的全部卡片",selectedHint:e=>`在卡片列表中选中的 ${e} 张`,noSelection:"还没有选中卡片：在卡片列表中勾选后再来，或选择其他范围。",statusLabel:"卡片状态",start:"开始导出",running:"正在导出",progress:(e,t)=>`已导出 ${e} / ${t} 张`,progressLabel:"导出进度",ready:"导出完成",readyHint:e=>`文件 ${e} 已生成，24 小时内可下载。`,download:"下载文件",downloaded:"已开始下载",unavailable:"上次导出的文件已不可用（已过期或导出失败），请重新导出。",again:"重新导出",anotherRunning:"已有导出任务进行中，完成后才能开始新的导出。",formatNote:"导出为 Excel 文件（.xlsx），包含卡号后四位、币种、余额、状态与开卡时间，不含完整卡号与 CVV。"},trxPassword:{label:"交易密码",hint:"6–10 位字母或数字，资金转出前验证",notSet:"您还没有设置交易密码。设置链接将发送到您绑定的邮箱，设置后回到这里继续即可，已填写的内容会保留。",forgot:"忘记交易密码？",sendLink:"发送设置链接到邮箱",linkSent:e=>`设置交易密码的链接已发送至 ${e}`,noEmail:"请先在设置中绑定邮箱，再设置交易密码"},createCard:{productLabel:"卡产品",noProducts:"暂时没有可开的卡产品",bin:"BIN",openFee:"开卡手续费",rechargeFee:"充值手续费",firstRechargeFee:"首充手续费",profileNeeded:"持卡人资料",profileNeededText:"需要（只填写一次）",minLoad:"最低首充",quantity:"开卡数量",quantityHint:e=>`1 到 ${e} 张；超过 1 张将批量开卡`,quantityInvalid:e=>`请输入 1 到 ${e} 之间的整数`,noneLeft:"可开卡数量已用完",amount:"每张卡首充金额",costLabel:"费用明细",perCard:"每张卡",cards:e=>`${e} 张`,total:"合计支出",walletAvailable:"钱包可用余额",notCovered:"钱包可用余额不足以支付本次开卡，请先充值或减少数量、金额",next:"下一步",back:"上一步",stepsLabel:"开卡步骤",steps:{order:"选择卡产品",profile:"持卡人资料",verify:"验证交易密码"},summaryLabel:"本次开卡",noOrder:"请先选择卡产品和金额",toStart:"去选择",submitOne:"确认开卡",submitBatch:e=>`确认批量开卡 ${e} 张`,openedOne:"开卡申请已提交，发卡行处理完成后即可使用",startedBatch:e=>`已开始批量开卡 ${e} 张，可在右下角查看进度`},profile:{intro:"所选卡产品需要持卡人资料。只需填写一次，之后开卡会自动使用；身份证号码加密保存，只显示部分号码。",onFile:"已保存的持卡人资料",correct:"修改资料",name:"英文姓名",namePlaceholder:"如 ZHANG SAN",nameMessage:"请输入英文姓名（字母，可含空格、点、连字符），不能包含中文字符",idNumber:"身份证号码",idNumberHint:"18 位，最后一位可为 X",idNumberMasked:"身份证号码",phonePrefix:"区号",phone:"联系电话",website:"用卡网站",websitePlaceholder:"https://",save:"保存并继续",saveOnly:"保存",saved:"持卡人资料已保存",cancel:"取消修改"}},()=>a.e(825).then(()=>a(5242)));a.d(t,["p",0,r])},7615(e,t,a){var r=a(8801);const n=r.default.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: min(360px, 100%);
`,l=r.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;a.d(t,["I",0,l,"P",0,n])},105(e,t,a){a.d(t,{D:()=>c,N:()=>p});var r=a(6041),n=a(1736),l=a(8801),i=a(6252),d=a(9639);const o=l.default.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border: 1px solid ${({theme:e})=>e.status.red.text}33;
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.status.red.background};
  color: ${({theme:e})=>e.status.red.text};
  line-height: 1.6;

  & strong {
    display: block;
    font-size: 15px;
  }
  & p {
    margin: 0;
  }
`,s=l.default.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({theme:e})=>e.status.red.text};
  color: #fff;
  font-weight: 700;
  font-size: 14px;
`;function c(){const e=(0,i.useWalletFrozen)();return(0,r.jsx)("div",{role:"status",children:e&&(0,r.jsxs)(o,{children:[(0,r.jsx)(s,{"aria-hidden":"true",children:"!"}),(0,r.jsxs)("div",{children:[(0,r.jsx)("strong",{children:d.p.frozen.title}),(0,r.jsx)("p",{children:d.p.frozen.body})]})]})})}function p(){const e=(0,i.useWalletFrozen)(),t=(0,n.useId)();return{blocked:e,reasonId:e?t:void 0,reason:e?(0,r.jsx)("span",{id:t,hidden:!0,children:d.p.frozen.reason}):null,title:e?d.p.frozen.reason:void 0}}},3142(e,t,a){var r=a(8801);const n=r.default.section`
  min-width: 0;
  padding: 20px;
  border: 1px solid ${({theme:e})=>e.color.border};
  border-radius: ${({theme:e})=>e.radius};
  background: ${({theme:e})=>e.color.surface};

  @media (max-width: 480px) {
    padding: 16px;
  }
`,l=r.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;

  & h2 {
    margin: 0;
    font-size: 17px;
    font-weight: 600;
  }
`,i=r.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
`,d=r.default.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`,o=(0,r.default)(i)`
  margin-bottom: 16px;
`;a.d(t,["M7",0,i,"Qn",0,o,"Zk",0,n,"aO",0,l,"ix",0,d])},2736(e,t,a){a.d(t,{Gu:()=>s,W5:()=>p,pp:()=>c});var r=a(6041),n=a(8801),l=a(5880),i=a(9639);const d=n.default.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  color: ${({theme:e})=>e.color.textMuted};
  text-align: center;

  & p {
    margin: 0;
  }
`,o=n.default.p`
  color: ${({theme:e})=>e.color.text};
  font-size: 15px;
`;function s({label:e=i.p.loading}){return(0,r.jsx)(d,{children:(0,r.jsx)(l.Spinner,{label:e})})}function c({message:e,hint:t,action:a}){return(0,r.jsxs)(d,{children:[(0,r.jsx)(o,{children:e}),t&&(0,r.jsx)("p",{children:t}),a]})}function p({onRetry:e,message:t=i.p.loadFailed}){return(0,r.jsxs)(d,{children:[(0,r.jsx)("p",{role:"alert",children:t}),(0,r.jsx)(l.Button,{type:"button",variant:"secondary",onClick:e,children:i.p.retry})]})}}}]);