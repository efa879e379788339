-- The sandbox demo account's seeded messages are read in the reader's language: rows seeded before
-- keep their Chinese text and gain the template they are now written from (only rows with exactly
-- that seeded text, and no template yet).
UPDATE messages SET template = 'demoWelcome', template_values = '{}'
 WHERE template IS NULL AND user_id IS NOT NULL AND title = '欢迎加入'
   AND content = '<p>欢迎注册！完成邮箱绑定后即可充值钱包、开通虚拟卡。如有疑问，请随时联系在线客服。</p>';
UPDATE messages SET template = 'demoWalletCredited', template_values = '{"amount":"1,000.00","currency":"USD"}'
 WHERE template IS NULL AND user_id IS NOT NULL AND title = '钱包充值到账通知'
   AND content = '<p>您的钱包充值 <strong>1,000.00 USD</strong> 已到账，当前可用余额请在“钱包”页查看。</p>';
UPDATE messages SET template = 'demoCardOpened', template_values = '{"last4":"4821"}'
 WHERE template IS NULL AND user_id IS NOT NULL AND title = '开卡成功'
   AND content = '<p>您申请的虚拟卡（尾号 <strong>4821</strong>）已开通，可在“卡片”页查看卡片详情并充值使用。</p>';
UPDATE messages SET template = 'demoCardSpent',
       template_values = '{"last4":"4821","amount":"25.99","currency":"USD","merchant":"AMAZON.COM"}'
 WHERE template IS NULL AND user_id IS NOT NULL AND title = '卡片消费提醒'
   AND content = '<p>您的虚拟卡（尾号 4821）于刚刚发生一笔消费 <strong>25.99 USD</strong>，商户：AMAZON.COM。如非本人操作，请立即冻结卡片。</p>';
UPDATE messages SET template = 'demoMaintenance', template_values = '{}'
 WHERE template IS NULL AND user_id IS NULL AND title = '系统维护公告'
   AND content = '<p>尊敬的用户：为提升服务质量，平台将于本周六 02:00–04:00（北京时间）进行系统维护，期间开卡、充值及转出功能将暂停使用，已开通卡片的消费不受影响。</p><p>给您带来的不便，敬请谅解。</p>';
