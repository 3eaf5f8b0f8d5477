<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>证书 (*.pem *.crt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Add a {kind}</source>
        <translation>添加{kind}</translation>
    </message>
    <message>
        <source>Test the connection before saving.</source>
        <translation>保存前请先测试连接。</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Looking up the mail servers of this address…</source>
        <translation>正在查找此地址的邮件服务器…</translation>
    </message>
    <message>
        <source>Enter the servers of your provider below.</source>
        <translation>请在下方填写你的服务商的服务器。</translation>
    </message>
    <message>
        <source>BotPsy does not know this provider&apos;s servers: enter them below (your provider&apos;s help pages give them).</source>
        <translation>BotPsy 不知道这个服务商的服务器：请在下方填写（你的服务商的帮助页面里有）。</translation>
    </message>
    <message>
        <source>The suggested servers were not used: enter your provider&apos;s servers below.</source>
        <translation>没有使用建议的服务器：请在下方填写你的服务商的服务器。</translation>
    </message>
    <message>
        <source>Servers filled in from {source}.</source>
        <translation>已根据 {source} 填写服务器。</translation>
    </message>
    <message>
        <source>Check them, then test the connection.</source>
        <translation>请检查后再测试连接。</translation>
    </message>
    <message>
        <source>Use these mail servers?</source>
        <translation>使用这些邮件服务器吗？</translation>
    </message>
    <message>
        <source>{activity}  ({seconds} s)</source>
        <translation>{activity}（{seconds} 秒）</translation>
    </message>
    <message>
        <source>an account with this name exists</source>
        <translation>已有同名账户</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>Fix the fields marked above.</source>
        <translation>请修改上方标出的字段。</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>正在测试连接…</translation>
    </message>
    <message>
        <source>The connection test failed; see the marked fields.</source>
        <translation>连接测试失败；请查看标出的字段。</translation>
    </message>
    <message>
        <source>The connection works. You can save the account.</source>
        <translation>连接正常。你可以保存这个账户了。</translation>
    </message>
    <message>
        <source>The test could not run: {error}</source>
        <translation>测试无法运行：{error}</translation>
    </message>
    <message>
        <source>No OS keyring could store the password. BotPsy keeps passwords only in the system keyring ({error}).</source>
        <translation>没有系统钥匙串能保存密码。BotPsy 只把密码保存在系统钥匙串中（{error}）。</translation>
    </message>
    <message>
        <source>BotPsy — {alert}</source>
        <translation>BotPsy — {alert}</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>提醒</translation>
    </message>
    <message>
        <source>Due {moment}</source>
        <translation>到期时间 {moment}</translation>
    </message>
    <message numerus="yes">
        <source>Snooze %Ln min</source>
        <translation>
            <numerusform>推迟 %Ln 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snooze for %Ln minute(s)</source>
        <translation>
            <numerusform>推迟 %Ln 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Missed while BotPsy was closed: </source>
        <translation>BotPsy 关闭期间错过：</translation>
    </message>
    <message>
        <source>{app} hit a bug</source>
        <translation>{app} 遇到了错误</translation>
    </message>
    <message>
        <source>Something unexpected went wrong. Your conversations are safe.

Details were written to:
{path}</source>
        <translation>发生了意外错误。你的对话是安全的。

详细信息已写入：
{path}</translation>
    </message>
    <message>
        <source>Show BotPsy</source>
        <translation>显示 BotPsy</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <source>Pause sync</source>
        <translation>暂停同步</translation>
    </message>
    <message>
        <source>Quit BotPsy</source>
        <translation>退出 BotPsy</translation>
    </message>
    <message>
        <source>Resume sync</source>
        <translation>恢复同步</translation>
    </message>
    <message>
        <source>Sync paused: mail and calendars are not updated until you resume it.</source>
        <translation>同步已暂停：在你恢复之前，邮件和日历不会更新。</translation>
    </message>
    <message>
        <source>Sync resumed.</source>
        <translation>同步已恢复。</translation>
    </message>
    <message>
        <source>a snoozed alert</source>
        <translation>一个推迟的提醒</translation>
    </message>
    <message>
        <source>BotPsy keeps running so that {waiting} still happens. Quit from the tray icon&apos;s menu; Settings › Window turns this off.</source>
        <translation>BotPsy 会继续运行，以便 {waiting} 照常进行。可从托盘图标的菜单退出；在“设置 › 窗口”中可以关闭此功能。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>BotPsy is still running</source>
        <translation>BotPsy 仍在运行</translation>
    </message>
    <message>
        <source>{account} can be reached again, and the local copy is up to date.</source>
        <extracomment>how often the accounts are synced when all is well the first retry after a failed sync; each further failure doubles it, up to INTERVAL_MS an account that has failed every sync for this long, and at least LONG_OUTAGE_SYNCS times in a row, is told to the user once (and again when it is back): offline for a few minutes is normal on a laptop, a server that refuses for half an hour is worth knowing about</extracomment>
        <translation>{account} 已恢复连接，本地副本已是最新。</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>邮件</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new message(s)</source>
        <translation>
            <numerusform>%Ln 封新邮件</numerusform>
        </translation>
    </message>
    <message>
        <source>BotPsy has not reached {account} for {minutes} minutes. It keeps trying and uses the local copy meanwhile. The last error: {error}</source>
        <translation>BotPsy 已有 {minutes} 分钟无法连接 {account}。它会继续尝试，在此期间使用本地副本。最后一个错误：{error}</translation>
    </message>
    <message>
        <source>Some of BotPsy&apos;s data was damaged</source>
        <translation>BotPsy 的部分数据已损坏</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>正在加载模型…</translation>
    </message>
    <message>
        <source>No model chosen — open Settings</source>
        <translation>尚未选择模型——请打开设置</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>设置未保存</translation>
    </message>
    <message>
        <source>{error} Your new settings apply until BotPsy quits; change a setting again once there is space to keep them.</source>
        <translation>{error} 新设置在 BotPsy 退出前有效；有空间后请再改一次设置以保存它们。</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new account</source>
        <translation>正在为你的新账户准备 BotPsy</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new settings</source>
        <translation>正在为你的新设置准备 BotPsy</translation>
    </message>
    <message>
        <source>BotPsy could not change starting at login: {error}</source>
        <translation>BotPsy 无法更改登录时启动：{error}</translation>
    </message>
    <message>
        <source>BotPsy is already running but does not answer. Close it (or end it in your task manager), then start BotPsy again.</source>
        <translation>BotPsy 已在运行但没有响应。请关闭它（或在任务管理器中结束它），然后重新启动 BotPsy。</translation>
    </message>
    <message>
        <source>BotPsy cannot open its data:
{error}</source>
        <translation>BotPsy 无法打开它的数据：
{error}</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>已提议</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>等待你确认</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>正在运行</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Not valid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Already done</source>
        <translation>已经做过</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message numerus="yes">
        <source>Show more (%Ln character(s))</source>
        <translation>
            <numerusform>显示更多（%Ln 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>你的消息</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>显示更多</translation>
    </message>
    <message>
        <source>Show the whole message</source>
        <translation>显示完整消息</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy your message</source>
        <translation>复制你的消息</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit and send again</source>
        <translation>编辑后重新发送</translation>
    </message>
    <message>
        <source>Show less</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Copy this code</source>
        <translation>复制这段代码</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Code in {language}</source>
        <translation>{language} 代码</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>Show the model&apos;s thinking</source>
        <translation>显示模型的思考过程</translation>
    </message>
    <message>
        <source>Copy this answer</source>
        <translation>复制这条回答</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Write this answer again</source>
        <translation>重新写这条回答</translation>
    </message>
    <message>
        <source>BotPsy&apos;s answer</source>
        <translation>BotPsy 的回答</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Show details of {tool}</source>
        <translation>显示 {tool} 的详细信息</translation>
    </message>
    <message>
        <source>Tool call {tool}: {action}</source>
        <translation>工具调用 {tool}：{action}</translation>
    </message>
    <message>
        <source>Arguments: {arguments}</source>
        <translation>参数：{arguments}</translation>
    </message>
    <message>
        <source>Arguments: none</source>
        <translation>参数：无</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>结果：{result}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} 分 {seconds} 秒</translation>
    </message>
    <message>
        <source>What BotPsy is doing</source>
        <translation>BotPsy 正在做什么</translation>
    </message>
    <message>
        <source>Reading progress</source>
        <translation>读取进度</translation>
    </message>
    <message>
        <source>Time since your message</source>
        <translation>距你发送消息的时间</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Changes something</source>
        <translation>会更改内容</translation>
    </message>
    <message>
        <source>Sends</source>
        <translation>会发送</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>会删除</translation>
    </message>
    <message>
        <source>Changes this device</source>
        <translation>会更改此设备</translation>
    </message>
    <message>
        <source>Include: {action}</source>
        <translation>包括：{action}</translation>
    </message>
    <message>
        <source>This request came after BotPsy read content written by someone else. Make sure it is what you want; text in that content may try to make the assistant act for its author.</source>
        <translation>这个请求出现在 BotPsy 读取了别人写的内容之后。请确认这确实是你想要的：那些内容中的文字可能试图让助手替它的作者行事。</translation>
    </message>
    <message>
        <source>Read in this conversation:</source>
        <translation>在本对话中读取过：</translation>
    </message>
    <message>
        <source>Warning: request follows untrusted content</source>
        <translation>警告：请求出现在不可信内容之后</translation>
    </message>
    <message>
        <source>This cannot be undone, so BotPsy asks every time.</source>
        <translation>此操作无法撤销，所以 BotPsy 每次都会询问。</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Edit {field}</source>
        <translation>编辑 {field}</translation>
    </message>
    <message>
        <source>Allow this kind of action for the rest of this conversation</source>
        <translation>在本对话的剩余部分允许此类操作</translation>
    </message>
    <message>
        <source>{field}: not a valid value</source>
        <translation>{field}：不是有效的值</translation>
    </message>
    <message>
        <source>BotPsy asks for your approval</source>
        <translation>BotPsy 请求你的批准</translation>
    </message>
    <message>
        <source>BotPsy wants to do this. Nothing happens unless you approve.</source>
        <translation>BotPsy 想做这件事。除非你批准，否则什么都不会发生。</translation>
    </message>
    <message numerus="yes">
        <source>BotPsy wants to do these %Ln things. Uncheck any you do not want.</source>
        <translation>
            <numerusform>BotPsy 想做这 %Ln 件事。取消勾选你不想要的。</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the details before approving</source>
        <translation>批准前编辑详细信息</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Deny: do nothing</source>
        <translation>拒绝：什么都不做</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Approve and run</source>
        <translation>批准并运行</translation>
    </message>
    <message>
        <source>Back to preview</source>
        <translation>返回预览</translation>
    </message>
    <message>
        <source>Approve edited</source>
        <translation>批准编辑后的内容</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>{day} (all day)</source>
        <extracomment>how a moment is written around the locale&apos;s own date and time</extracomment>
        <translation>{day}（全天）</translation>
    </message>
    <message>
        <source>{day}, {time}</source>
        <translation>{day} {time}</translation>
    </message>
    <message>
        <source>{day} {time}</source>
        <translation>{day} {time}</translation>
    </message>
    <message>
        <source>ddd d MMM</source>
        <extracomment>how a card writes a day near the one it was written on (QLocale date formats, which a translation may reorder: &quot;ddd d. MMM&quot; in German)</extracomment>
        <translation>M月d日 ddd</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>明天</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <source>{done} of {total} MB</source>
        <translation>{done} / {total} MB</translation>
    </message>
    <message>
        <source>The model is not loaded (the status bar says why): choose another one in Settings, or check its file.</source>
        <translation>模型未加载（状态栏会说明原因）：请在设置中选择另一个模型，或检查它的文件。</translation>
    </message>
    <message>
        <source>This request changed something (see the Action journal), so it cannot be rewritten: send a new message instead.</source>
        <translation>这个请求已经更改了内容（见操作日志），因此不能重写：请发送一条新消息。</translation>
    </message>
    <message>
        <source>The messages above were set aside to keep this conversation going: BotPsy no longer sees them.</source>
        <translation>上面的消息已被搁置，以便对话继续：BotPsy 不再看到它们。</translation>
    </message>
    <message numerus="yes">
        <source>This conversation grew longer than BotPsy can read at once, so it set aside the oldest %Ln exchange(s). They stay here for you to read; BotPsy no longer sees them.</source>
        <translation>
            <numerusform>这个对话已经超出 BotPsy 一次能读取的长度，因此它搁置了最早的 %Ln 轮对话。它们仍留在这里供你阅读；BotPsy 不再看到它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading your message</source>
        <translation>正在读取你的消息</translation>
    </message>
    <message>
        <source>+  New chat</source>
        <translation>+  新聊天</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>清除搜索</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Action journal</source>
        <translation>操作日志</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Ask BotPsy anything — “find the PDF about the lease in my Documents”, “draft a note to Sam”. You approve every change.</source>
        <translation>你可以问 BotPsy 任何事——“在我的文档里找到关于租约的 PDF”“给 Sam 起草一条留言”。每一项更改都由你批准。</translation>
    </message>
    <message>
        <source>Message BotPsy  (Enter to send, Shift+Enter for a new line)</source>
        <translation>给 BotPsy 发消息（按 Enter 发送，Shift+Enter 换行）</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Send message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop generating</source>
        <translation>停止生成</translation>
    </message>
    <message>
        <source>No model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <source>Go to the message box</source>
        <translation>转到消息框</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>放大文字</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>缩小文字</translation>
    </message>
    <message>
        <source>Text at normal size</source>
        <translation>文字恢复正常大小</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>{what}  ({keys})</source>
        <translation>{what}（{keys}）</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <source>Move between controls</source>
        <translation>在控件之间移动</translation>
    </message>
    <message>
        <source>{what}: {keys}</source>
        <translation>{what}：{keys}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Text size {percent}</source>
        <translation>文字大小 {percent}</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>删除对话</translation>
    </message>
    <message>
        <source>Delete “{title}”?</source>
        <translation>删除“{title}”？</translation>
    </message>
    <message>
        <source>No model is chosen yet: choose one in Settings.</source>
        <translation>尚未选择模型：请在设置中选择一个。</translation>
    </message>
    <message>
        <source>Waiting for the model to load… {detail}</source>
        <translation>正在等待模型加载… {detail}</translation>
    </message>
    <message>
        <source>{activity}…</source>
        <translation>{activity}…</translation>
    </message>
    <message>
        <source>{error} Your message was not sent; it is back in the box below.</source>
        <translation>{error} 你的消息没有发送；它已回到下方的输入框中。</translation>
    </message>
    <message>
        <source>A new conversation could not be started: {error}</source>
        <translation>无法开始新对话：{error}</translation>
    </message>
    <message>
        <source>Stopped. Your message was not sent.</source>
        <translation>已停止。你的消息没有发送。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>{activity} {percent}</source>
        <translation>{activity} {percent}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>正在写…</translation>
    </message>
    <message>
        <source>Preparing: {action}</source>
        <translation>正在准备：{action}</translation>
    </message>
    <message>
        <source>Waiting for you: {action}</source>
        <translation>等待你确认：{action}</translation>
    </message>
    <message>
        <source>Running: {action}</source>
        <translation>正在运行：{action}</translation>
    </message>
    <message>
        <source>Going on without it…</source>
        <translation>不做这一步，继续…</translation>
    </message>
    <message>
        <source>Reading the result</source>
        <translation>正在读取结果</translation>
    </message>
    <message>
        <source>Reading the result…</source>
        <translation>正在读取结果…</translation>
    </message>
    <message>
        <source>{speed} tokens/s</source>
        <translation>{speed} 词元/秒</translation>
    </message>
    <message>
        <source>context {used} / {total}</source>
        <translation>上下文 {used} / {total}</translation>
    </message>
    <message>
        <source>{error} This conversation stays in the window and is saved with your next message.</source>
        <translation>{error} 这个对话会留在窗口中，并随你的下一条消息一起保存。</translation>
    </message>
    <message>
        <source>This conversation could not be saved: {error}</source>
        <translation>无法保存这个对话：{error}</translation>
    </message>
    <message>
        <source>Model not loaded</source>
        <translation>模型未加载</translation>
    </message>
    <message>
        <source>The model could not be loaded: {detail}</source>
        <translation>无法加载模型：{detail}</translation>
    </message>
    <message>
        <source>Your message was not sent: there is no model to read it.</source>
        <translation>你的消息没有发送：没有可以读取它的模型。</translation>
    </message>
    <message>
        <source>from the catalog</source>
        <translation>来自目录</translation>
    </message>
    <message>
        <source>your file</source>
        <translation>你的文件</translation>
    </message>
    <message>
        <source>file missing</source>
        <translation>文件缺失</translation>
    </message>
    <message>
        <source>Download cancelled; it resumes where it stopped next time.</source>
        <translation>下载已取消；下次会从中断处继续。</translation>
    </message>
    <message>
        <source>Download failed: {error}</source>
        <translation>下载失败：{error}</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>已安装的模型</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>使用这个模型</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Check that the file is whole (as downloaded)</source>
        <translation>检查文件是否完整（与下载时一致）</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>要下载的模型</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>下载进度</translation>
    </message>
    <message>
        <source>The installed models could not be read: {error}</source>
        <translation>无法读取已安装的模型：{error}</translation>
    </message>
    <message>
        <source>Every catalog model is installed</source>
        <translation>目录中的所有模型都已安装</translation>
    </message>
    <message>
        <source>{model} will be used once you save.</source>
        <translation>保存后将使用 {model}。</translation>
    </message>
    <message>
        <source>Checking {model}…</source>
        <translation>正在检查 {model}…</translation>
    </message>
    <message>
        <source>{model}: the file is whole.</source>
        <translation>{model}：文件完整。</translation>
    </message>
    <message>
        <source>This model is in use: choose another one first.</source>
        <translation>这个模型正在使用：请先选择另一个。</translation>
    </message>
    <message>
        <source>Remove {model}? Its downloaded file ({size}) is deleted.</source>
        <translation>移除 {model}？它下载的文件（{size}）将被删除。</translation>
    </message>
    <message>
        <source>Remove {model} from the list? The file stays where it is.</source>
        <translation>从列表中移除 {model}？文件会保留在原处。</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>移除模型</translation>
    </message>
    <message>
        <source>Removed {model} and deleted its file.</source>
        <translation>已移除 {model} 并删除了它的文件。</translation>
    </message>
    <message>
        <source>Removed {model}.</source>
        <translation>已移除 {model}。</translation>
    </message>
    <message>
        <source>Downloading… you can cancel and resume later.</source>
        <translation>正在下载… 你可以取消，稍后继续。</translation>
    </message>
    <message>
        <source>Downloaded and verified: {file}.</source>
        <translation>已下载并验证：{file}。</translation>
    </message>
    <message>
        <source>BotPsy can only see and change files inside these folders.</source>
        <translation>BotPsy 只能查看和更改这些文件夹中的文件。</translation>
    </message>
    <message>
        <source>Allowed folders</source>
        <translation>允许的文件夹</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Allow a folder</source>
        <translation>允许一个文件夹</translation>
    </message>
    <message>
        <source>Model file (GGUF)</source>
        <translation>模型文件 (GGUF)</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>No model chosen</source>
        <translation>未选择模型</translation>
    </message>
    <message>
        <source>Let the model think before answering (slower, sometimes better)</source>
        <translation>让模型在回答前先思考（更慢，有时更好）</translation>
    </message>
    <message>
        <source>Assistant rules:</source>
        <translation>助手规则：</translation>
    </message>
    <message>
        <source>Automatic (from the model)</source>
        <translation>自动（根据模型）</translation>
    </message>
    <message>
        <source>For small models (more help from the app)</source>
        <translation>适合小模型（应用提供更多帮助）</translation>
    </message>
    <message>
        <source>For capable models (the model&apos;s own answers)</source>
        <translation>适合能力强的模型（模型自己的回答）</translation>
    </message>
    <message>
        <source>Assistant rules</source>
        <translation>助手规则</translation>
    </message>
    <message>
        <source>Which of the app&apos;s rules help the model. Safety rules always apply.</source>
        <translation>应用的哪些规则帮助模型。安全规则始终适用。</translation>
    </message>
    <message>
        <source>Run the welcome guide again…</source>
        <translation>重新运行欢迎向导…</translation>
    </message>
    <message>
        <source>Run the welcome guide again</source>
        <translation>重新运行欢迎向导</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Mail and calendar accounts. Passwords are kept in your system&apos;s keyring, never in BotPsy&apos;s files. BotPsy works without any account.</source>
        <translation>邮件和日历账户。密码保存在系统的钥匙串中，绝不会保存在 BotPsy 的文件里。没有任何账户 BotPsy 也能工作。</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Add {kind}…</source>
        <translation>添加{kind}…</translation>
    </message>
    <message>
        <source>Allow a password store that is not the system keyring (not recommended)</source>
        <translation>允许使用系统钥匙串以外的密码存储（不推荐）</translation>
    </message>
    <message>
        <source>Allow a plaintext password store</source>
        <translation>允许明文密码存储</translation>
    </message>
    <message>
        <source>Only for computers without a keyring. Passwords would sit in a file that anyone who can read your files (a backup, another program, someone at this computer) can read in the clear.</source>
        <translation>仅适用于没有钥匙串的电脑。密码会存放在一个文件中，任何能读取你文件的人（备份、其他程序、在这台电脑前的人）都能看到明文。</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>日历</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>A new language shows when BotPsy starts again.</source>
        <translation>新的语言会在 BotPsy 下次启动时显示。</translation>
    </message>
    <message>
        <source>When the window closes</source>
        <translation>关闭窗口时</translation>
    </message>
    <message>
        <source>Keep BotPsy running in the tray while timers, reminders or mail to send are waiting</source>
        <translation>当有计时器、提醒或待发送的邮件时，让 BotPsy 在托盘中继续运行</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>在托盘中继续运行</translation>
    </message>
    <message>
        <source>Start BotPsy when I log in</source>
        <translation>登录时启动 BotPsy</translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation>登录时启动</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Default calendar</source>
        <translation>默认日历</translation>
    </message>
    <message>
        <source>The first calendar of my account</source>
        <translation>我账户中的第一个日历</translation>
    </message>
    <message>
        <source>New events go to</source>
        <translation>新事件放入</translation>
    </message>
    <message>
        <source>Working hours start</source>
        <translation>工作时间开始</translation>
    </message>
    <message>
        <source>Working hours end</source>
        <translation>工作时间结束</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Working hours</source>
        <translation>工作时间</translation>
    </message>
    <message>
        <source>Working days</source>
        <translation>工作日</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>时区</translation>
    </message>
    <message>
        <source>The system&apos;s time zone</source>
        <translation>系统时区</translation>
    </message>
    <message>
        <source>Free-time search proposes slots inside your working hours. Times you give without a zone are in this time zone.</source>
        <translation>空闲时间搜索会在你的工作时间内建议时段。你给出的没有时区的时间按此时区计算。</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>未添加：{error}</translation>
    </message>
    <message>
        <source>Processor threads:</source>
        <translation>处理器线程：</translation>
    </message>
    <message>
        <source>Automatic: follows how busy the computer is</source>
        <translation>自动：根据电脑的繁忙程度调整</translation>
    </message>
    <message>
        <source>(now {generating} generating, {reading} reading)</source>
        <translation>（目前生成用 {generating} 个，读取用 {reading} 个）</translation>
    </message>
    <message>
        <source>{count} (always)</source>
        <translation>{count}（始终）</translation>
    </message>
    <message>
        <source>Processor threads</source>
        <translation>处理器线程</translation>
    </message>
    <message>
        <source>Automatic uses fewer threads while other programs keep the processor busy, and more when it is free again. Saving loads the model again with the new choice.</source>
        <translation>自动模式会在其他程序占用处理器时使用较少的线程，处理器空闲时再使用更多。保存后会按新的选择重新加载模型。</translation>
    </message>
    <message>
        <source>Choose a model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
        <source>Welcome to BotPsy</source>
        <translation>欢迎使用 BotPsy</translation>
    </message>
    <message>
        <source>BotPsy runs its model on this computer: your mail, calendar and files never leave it. First, choose the model.</source>
        <translation>BotPsy 在这台电脑上运行它的模型：你的邮件、日历和文件永远不会离开这台电脑。首先，请选择模型。</translation>
    </message>
    <message>
        <source>Download BotPsy  ({size})</source>
        <translation>下载 BotPsy（{size}）</translation>
    </message>
    <message>
        <source>Download {model}</source>
        <translation>下载 {model}</translation>
    </message>
    <message>
        <source>Downloads resume if interrupted, and are checked before use.</source>
        <translation>下载中断后可以继续，使用前会进行检查。</translation>
    </message>
    <message>
        <source>Use a GGUF file on this computer…</source>
        <translation>使用这台电脑上的 GGUF 文件…</translation>
    </message>
    <message>
        <source>Model: {model}</source>
        <translation>模型：{model}</translation>
    </message>
    <message>
        <source>Folders BotPsy may use</source>
        <translation>BotPsy 可以使用的文件夹</translation>
    </message>
    <message>
        <source>Accounts (optional)</source>
        <translation>账户（可选）</translation>
    </message>
    <message>
        <source>Connect a mail account now, or later in Settings. BotPsy is useful without any: it can work with your files and answer questions. Whatever it proposes to change, you approve first.</source>
        <translation>现在连接一个邮件账户，或以后在设置中连接。没有账户 BotPsy 也很有用：它可以处理你的文件并回答问题。它提议的任何更改都需要你先批准。</translation>
    </message>
    <message>
        <source>Add a {kind}…</source>
        <translation>添加{kind}…</translation>
    </message>
    <message>
        <source>Step of the guide</source>
        <translation>向导步骤</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>第 {step} 步，共 {steps} 步</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Not used: {error}</source>
        <translation>未使用：{error}</translation>
    </message>
    <message>
        <source>Downloaded and verified.</source>
        <translation>已下载并验证。</translation>
    </message>
    <message>
        <source>Added: {accounts}</source>
        <translation>已添加：{accounts}</translation>
    </message>
    <message>
        <source>Approved (edited)</source>
        <translation>已批准（已编辑）</translation>
    </message>
    <message>
        <source>Allowed for this conversation</source>
        <translation>已在本对话中允许</translation>
    </message>
    <message>
        <source>Denied (stopped)</source>
        <translation>已拒绝（已停止）</translation>
    </message>
    <message>
        <source>Denied (too many edits)</source>
        <translation>已拒绝（编辑次数过多）</translation>
    </message>
    <message>
        <source>Denied (declined)</source>
        <translation>已拒绝（由你拒绝）</translation>
    </message>
    <message>
        <source>Denied (unchecked)</source>
        <translation>已拒绝（未勾选）</translation>
    </message>
    <message>
        <source>Denied (timeout)</source>
        <translation>已拒绝（超时）</translation>
    </message>
    <message>
        <source>Denied (shutdown)</source>
        <translation>已拒绝（关闭时）</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>After reading</source>
        <translation>读取内容后</translation>
    </message>
    <message>
        <source>Everything BotPsy proposed to change, what you decided, and what happened.</source>
        <translation>BotPsy 提议更改的所有内容、你的决定以及结果。</translation>
    </message>
    <message>
        <source>Preparing BotPsy for its tools</source>
        <extracomment>stores the user&apos;s words before the model runs (on the worker&apos;s thread, never the GUI&apos;s), after the messages a new conversation starts with (its argument): a task the app does not live to finish keeps them (Store.append_sent) stores the finished task&apos;s entries and set-aside count, on the worker&apos;s thread, before the window hears the task ended (so what it shows as finished is stored)</extracomment>
        <translation>正在为工具准备 BotPsy</translation>
    </message>
    <message>
        <source>Loading the model… {percent}</source>
        <translation>正在加载模型… {percent}</translation>
    </message>
    <message>
        <source>{activity} — one time… {percent}</source>
        <translation>{activity}——仅此一次… {percent}</translation>
    </message>
    <message>
        <source>No model is loaded yet. Choose one in Settings.</source>
        <translation>尚未加载模型。请在设置中选择一个。</translation>
    </message>
    <message>
        <source>calendar account (CalDAV)</source>
        <translation>日历账户 (CalDAV)</translation>
    </message>
    <message>
        <source>Account name</source>
        <translation>账户名称</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>the server, or just https://host</source>
        <translation>服务器，或只写 https://host</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>用户名</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Extra CA (optional)</source>
        <translation>额外的证书颁发机构（可选）</translation>
    </message>
    <message>
        <source>trust one extra CA (PEM)</source>
        <translation>额外信任一个 CA（PEM）</translation>
    </message>
    <message>
        <source>Looking for calendars at {url}…</source>
        <translation>正在 {url} 查找日历…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unchanged</source>
        <translation>
            <numerusform>%Ln 个未变</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fetched</source>
        <translation>
            <numerusform>已获取 %Ln 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln removed</source>
        <translation>
            <numerusform>已移除 %Ln 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln queued change(s) sent</source>
        <translation>
            <numerusform>已发送 %Ln 个排队的更改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <translation>
            <numerusform>%Ln 次请求</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} at {time} ({day})</source>
        <translation>{title}，{time}（{day}）</translation>
    </message>
    <message>
        <source>TLS (recommended)</source>
        <translation>TLS（推荐）</translation>
    </message>
    <message>
        <source>mail account</source>
        <translation>邮件账户</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>电子邮件地址</translation>
    </message>
    <message>
        <source>Password or app password</source>
        <translation>密码或应用专用密码</translation>
    </message>
    <message>
        <source>Username (if not the address)</source>
        <translation>用户名（如果不是邮件地址）</translation>
    </message>
    <message>
        <source>IMAP server</source>
        <translation>IMAP 服务器</translation>
    </message>
    <message>
        <source>IMAP port</source>
        <translation>IMAP 端口</translation>
    </message>
    <message>
        <source>IMAP security</source>
        <translation>IMAP 安全性</translation>
    </message>
    <message>
        <source>SMTP server</source>
        <translation>SMTP 服务器</translation>
    </message>
    <message>
        <source>SMTP port</source>
        <translation>SMTP 端口</translation>
    </message>
    <message>
        <source>SMTP security</source>
        <translation>SMTP 安全性</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln 封新邮件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flag change(s)</source>
        <translation>
            <numerusform>%Ln 处标记更改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln send(s) whose answer was lost found in Sent: sent</source>
        <translation>
            <numerusform>在“已发送”中找到 %Ln 封未获服务器答复的邮件：已发送</numerusform>
        </translation>
    </message>
    <message>
        <source>resynced {folders}</source>
        <translation>已重新同步：{folders}</translation>
    </message>
    <message>
        <source>Accepted</source>
        <extracomment>an answer as the card says it (the mail that goes out says itip.ANSWER_WORDS, in English)</extracomment>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Tentative</source>
        <translation>暂定</translation>
    </message>
    <message>
        <source>Accepted; told {organizer}</source>
        <extracomment>a card&apos;s line for each answer to an invitation</extracomment>
        <translation>已接受；已告知 {organizer}</translation>
    </message>
    <message>
        <source>Declined; told {organizer}</source>
        <translation>已拒绝；已告知 {organizer}</translation>
    </message>
    <message>
        <source>Tentative; told {organizer}</source>
        <translation>暂定；已告知 {organizer}</translation>
    </message>
    <message>
        <source>Invitations go out by mail: add a mail account in Settings first.</source>
        <translation>邀请通过邮件发送：请先在设置中添加一个邮件账户。</translation>
    </message>
    <message>
        <source>No password is stored for {account}; add it in Settings.</source>
        <translation>{account} 没有保存密码；请在设置中添加。</translation>
    </message>
    <message>
        <source>Invited</source>
        <translation>受邀者</translation>
    </message>
    <message>
        <source>{what} goes out by mail from {address} to every attendee</source>
        <translation>{what}将从 {address} 通过邮件发给每位参与者</translation>
    </message>
    <message>
        <source>Email {id} carries no invitation (no calendar part).</source>
        <translation>邮件 {id} 不含邀请（没有日历部分）。</translation>
    </message>
    <message>
        <source>This email is an answer to an invitation, not an invitation.</source>
        <translation>这封邮件是对邀请的答复，不是邀请。</translation>
    </message>
    <message>
        <source>Took &apos;{title}&apos; out (it was cancelled)</source>
        <translation>已移除 &apos;{title}&apos;（已取消）</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; was not in the calendar</source>
        <translation>&apos;{title}&apos; 不在日历中</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, no time</source>
        <translation>“{title}”，无时间</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, {when}</source>
        <translation>“{title}”，{when}</translation>
    </message>
    <message>
        <source>Accept the invitation in email #{id}</source>
        <translation>接受邮件 #{id} 中的邀请</translation>
    </message>
    <message>
        <source>Decline the invitation in email #{id}</source>
        <translation>拒绝邮件 #{id} 中的邀请</translation>
    </message>
    <message>
        <source>Tentatively accept the invitation in email #{id}</source>
        <translation>暂定接受邮件 #{id} 中的邀请</translation>
    </message>
    <message>
        <source>Answer the invitation in email #{id}</source>
        <translation>答复邮件 #{id} 中的邀请</translation>
    </message>
    <message>
        <source>Organiser (from the invitation)</source>
        <translation>组织者（据邀请）</translation>
    </message>
    <message>
        <source>Sent by</source>
        <translation>发送者</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a sender</comment>
        <translation>未知</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Deletes your event {event}</source>
        <translation>删除你的日程 {event}</translation>
    </message>
    <message>
        <source>Nothing to take out: it is not in your calendar</source>
        <translation>无需删除：它不在你的日历中</translation>
    </message>
    <message>
        <source>Cancelled event</source>
        <translation>已取消的事件</translation>
    </message>
    <message>
        <source>Not added (declined)</source>
        <translation>未添加（已拒绝）</translation>
    </message>
    <message>
        <source>Replaces your event {event}</source>
        <translation>替换你的日程 {event}</translation>
    </message>
    <message>
        <source>Keeps your event {event} as it is, with your new answer</source>
        <translation>保留你的日程 {event} 不变，并附上你的新答复</translation>
    </message>
    <message>
        <source>Added to {calendar}</source>
        <translation>添加到 {calendar}</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>{start} – {end}</source>
        <translation>{start} – {end}</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答复</translation>
    </message>
    <message>
        <source>&apos;{subject}&apos; goes out by mail from {address} to {organiser}</source>
        <translation>“{subject}”将从 {address} 通过邮件发给 {organiser}</translation>
    </message>
    <message>
        <source>on {date}</source>
        <extracomment>the to-do tools come only when the user speaks of tasks (app/agent/routing.py): beside the event tools, a small model lists tasks for &quot;what do I have tomorrow?&quot;</extracomment>
        <translation>{date}</translation>
    </message>
    <message numerus="yes">
        <source>for %Ln day(s) from {start}</source>
        <translation>
            <numerusform>从{start}起 %Ln 天</numerusform>
        </translation>
    </message>
    <message>
        <source>{day} {start}–{end}</source>
        <translation>{day} {start}–{end}</translation>
    </message>
    <message>
        <source>from {start} to {end}</source>
        <translation>从{start}到{end}</translation>
    </message>
    <message>
        <source>{day} was read as the whole day</source>
        <translation>{day} 按全天理解</translation>
    </message>
    <message>
        <source>The end of the range must be after its start</source>
        <translation>时间范围的结束必须晚于开始</translation>
    </message>
    <message>
        <source>Ask for at most a year at a time.</source>
        <translation>一次最多查询一年。</translation>
    </message>
    <message>
        <source>{summary} (offline)</source>
        <translation>{summary}（离线）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln 个事件</numerusform>
        </translation>
    </message>
    <message>
        <source>List events {span} in {calendar}</source>
        <translation>列出 {calendar} 中{span}的事件</translation>
    </message>
    <message>
        <source>List events {span}</source>
        <translation>列出{span}的事件</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free slot(s)</source>
        <translation>
            <numerusform>%Ln 个空闲时段</numerusform>
        </translation>
    </message>
    <message>
        <source>Find {minutes} free minutes {span}</source>
        <translation>查找{span}的 {minutes} 分钟空闲时间</translation>
    </message>
    <message numerus="yes">
        <source>%Ln task(s)</source>
        <translation>
            <numerusform>%Ln 个任务</numerusform>
        </translation>
    </message>
    <message>
        <source>List tasks (completed too)</source>
        <translation>列出任务（包括已完成的）</translation>
    </message>
    <message>
        <source>List tasks</source>
        <translation>列出任务</translation>
    </message>
    <message>
        <source>{search} {detail}</source>
        <translation>{search}，{detail}</translation>
    </message>
    <message>
        <source>in {folder}</source>
        <translation>在 {folder} 中</translation>
    </message>
    <message>
        <source>Give the event a title.</source>
        <translation>请给日程起个标题。</translation>
    </message>
    <message>
        <source>duration_minutes must be 1 or more.</source>
        <translation>duration_minutes 必须为 1 或更大。</translation>
    </message>
    <message>
        <source>reminder_minutes must be 0 to {most} (four weeks).</source>
        <translation>reminder_minutes 必须在 0 到 {most} 之间（四周）。</translation>
    </message>
    <message>
        <source>Start and end must both be dates (all day) or both times.</source>
        <translation>开始和结束必须都是日期（全天）或都是时间。</translation>
    </message>
    <message>
        <source>The event must end after it starts.</source>
        <translation>日程的结束时间必须晚于开始时间。</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <extracomment>the parts of a repeat rule said in words; a rule with any other (BYSETPOS, BYHOUR…), or a value none of these says (&quot;the 3rd to last Monday&quot;, day 40), is shown as written</extracomment>
        <translation>{first}、{then}</translation>
    </message>
    <message>
        <source>Give &apos;repeat&apos; (daily, weekly, monthly or yearly) too.</source>
        <translation>还需要提供 &apos;repeat&apos;（daily、weekly、monthly 或 yearly）。</translation>
    </message>
    <message>
        <source>repeat_count is how many times: 1 or more.</source>
        <translation>repeat_count 表示次数：1 或更多。</translation>
    </message>
    <message>
        <source>repeat_until is before the first occurrence.</source>
        <translation>repeat_until 早于第一次发生的时间。</translation>
    </message>
    <message>
        <source>Added {title}</source>
        <translation>已添加 {title}</translation>
    </message>
    <message>
        <source>Added {title}; invited {people}</source>
        <translation>已添加 {title}；已邀请 {people}</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; {day}</source>
        <translation>添加“{title}”（{day}）</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; on {date}</source>
        <translation>添加“{title}”（{date}）</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地点</translation>
    </message>
    <message numerus="yes">
        <source>{repeat}, %Ln time(s)</source>
        <translation>
            <numerusform>{repeat}，共 %Ln 次</numerusform>
        </translation>
    </message>
    <message>
        <source>day {number}</source>
        <translation>{number}日</translation>
    </message>
    <message>
        <source>{repeat}, until {day}</source>
        <translation>{repeat}，直到 {day}</translation>
    </message>
    <message>
        <source>{repeat}, with no end</source>
        <translation>{repeat}，无结束</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>提醒</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>An invitation</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>Overlaps with</source>
        <translation>与以下时间重叠</translation>
    </message>
    <message>
        <source>Say what to change: title, start, end, location, description or reminder_minutes.</source>
        <translation>请说明要修改什么：title、start、end、location、description 或 reminder_minutes。</translation>
    </message>
    <message>
        <source>That is a task; use calendar_complete_task.</source>
        <translation>这是一个待办事项；请使用 calendar_complete_task。</translation>
    </message>
    <message>
        <source>Only the occurrence of {when}</source>
        <translation>仅 {when} 的这一次</translation>
    </message>
    <message>
        <source>Every occurrence (repeats {rule})</source>
        <translation>所有重复（重复规则：{rule}）</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>该事件</translation>
    </message>
    <message>
        <source>Event changed; attendees told</source>
        <translation>日程已更改；已通知参与者</translation>
    </message>
    <message>
        <source>Event changed</source>
        <translation>日程已更改</translation>
    </message>
    <message>
        <source>Change {event}</source>
        <translation>更改 {event}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>{time} the same day</source>
        <translation>当天 {time}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s) before</source>
        <translation>
            <numerusform>提前 %Ln 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <comment>a repeat</comment>
        <extracomment>how a repeat is said on a card (the window&apos;s language)</extracomment>
        <translation>每天</translation>
    </message>
    <message>
        <source>weekly</source>
        <comment>a repeat</comment>
        <translation>每周</translation>
    </message>
    <message>
        <source>monthly</source>
        <comment>a repeat</comment>
        <translation>每月</translation>
    </message>
    <message>
        <source>yearly</source>
        <comment>a repeat</comment>
        <translation>每年</translation>
    </message>
    <message numerus="yes">
        <source>every %Ln day(s)</source>
        <extracomment>a repeat every few days, weeks, months or years (RRULE INTERVAL), for people</extracomment>
        <translation>
            <numerusform>每 %Ln 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln week(s)</source>
        <translation>
            <numerusform>每 %Ln 周</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s)</source>
        <translation>
            <numerusform>每 %Ln 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln year(s)</source>
        <translation>
            <numerusform>每 %Ln 年</numerusform>
        </translation>
    </message>
    <message>
        <source>Monday</source>
        <comment>a repeat&apos;s day</comment>
        <extracomment>the days of a weekly repeat (RRULE BYDAY without a position), for people</extracomment>
        <translation>周一</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>周二</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>周三</translation>
    </message>
    <message>
        <source>Thursday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>周四</translation>
    </message>
    <message>
        <source>Friday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>周五</translation>
    </message>
    <message>
        <source>Saturday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>周六</translation>
    </message>
    <message>
        <source>Sunday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>周日</translation>
    </message>
    <message>
        <source>first</source>
        <comment>a repeat&apos;s position</comment>
        <extracomment>a weekday&apos;s place in the month or year (RRULE BYDAY &quot;2MO&quot;, &quot;-1FR&quot;), for people</extracomment>
        <translation>第一个</translation>
    </message>
    <message>
        <source>second</source>
        <comment>a repeat&apos;s position</comment>
        <translation>第二个</translation>
    </message>
    <message>
        <source>third</source>
        <comment>a repeat&apos;s position</comment>
        <translation>第三个</translation>
    </message>
    <message>
        <source>fourth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>第四个</translation>
    </message>
    <message>
        <source>fifth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>第五个</translation>
    </message>
    <message>
        <source>last</source>
        <comment>a repeat&apos;s position</comment>
        <translation>最后一个</translation>
    </message>
    <message>
        <source>January</source>
        <comment>a repeat&apos;s month</comment>
        <extracomment>the months of a yearly repeat (RRULE BYMONTH), for people</extracomment>
        <translation>1月</translation>
    </message>
    <message>
        <source>February</source>
        <comment>a repeat&apos;s month</comment>
        <translation>2月</translation>
    </message>
    <message>
        <source>March</source>
        <comment>a repeat&apos;s month</comment>
        <translation>3月</translation>
    </message>
    <message>
        <source>April</source>
        <comment>a repeat&apos;s month</comment>
        <translation>4月</translation>
    </message>
    <message>
        <source>May</source>
        <comment>a repeat&apos;s month</comment>
        <translation>5月</translation>
    </message>
    <message>
        <source>June</source>
        <comment>a repeat&apos;s month</comment>
        <translation>6月</translation>
    </message>
    <message>
        <source>July</source>
        <comment>a repeat&apos;s month</comment>
        <translation>7月</translation>
    </message>
    <message>
        <source>August</source>
        <comment>a repeat&apos;s month</comment>
        <translation>8月</translation>
    </message>
    <message>
        <source>September</source>
        <comment>a repeat&apos;s month</comment>
        <translation>9月</translation>
    </message>
    <message>
        <source>October</source>
        <comment>a repeat&apos;s month</comment>
        <translation>10月</translation>
    </message>
    <message>
        <source>November</source>
        <comment>a repeat&apos;s month</comment>
        <translation>11月</translation>
    </message>
    <message>
        <source>December</source>
        <comment>a repeat&apos;s month</comment>
        <translation>12月</translation>
    </message>
    <message>
        <source>the {position} {day}</source>
        <translation>{position}{day}</translation>
    </message>
    <message>
        <source>the last day</source>
        <comment>a repeat&apos;s day of the month</comment>
        <translation>最后一天</translation>
    </message>
    <message>
        <source>a range that ends where it starts was read as the whole of {day}</source>
        <translation>结束与开始相同的时间范围被视为 {day} 全天</translation>
    </message>
    <message>
        <source>{repeat} on {days}</source>
        <translation>{repeat}的{days}</translation>
    </message>
    <message>
        <source>{repeat} in {months}</source>
        <translation>{repeat}（{months}）</translation>
    </message>
    <message>
        <source>Every occurrence ({repeats})</source>
        <translation>所有重复（{repeats}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>The update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Deleted; attendees told</source>
        <translation>已删除；已通知参与者</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>Delete {event}</source>
        <translation>删除 {event}</translation>
    </message>
    <message>
        <source>A cancellation</source>
        <translation>取消通知</translation>
    </message>
    <message>
        <source>Added task {title}</source>
        <translation>已添加待办事项 {title}</translation>
    </message>
    <message>
        <source>Add task &apos;{title}&apos;</source>
        <translation>添加任务“{title}”</translation>
    </message>
    <message>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>截止</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Task done</source>
        <translation>待办事项已完成</translation>
    </message>
    <message>
        <source>Mark {task} done</source>
        <translation>将 {task} 标记为已完成</translation>
    </message>
    <message>
        <source>event {id}</source>
        <translation>事件 {id}</translation>
    </message>
    <message>
        <source>{event} on {when}</source>
        <translation>{when} 的 {event}</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events of {day}</source>
        <translation>{start} 到 {end} 之间没有日程；这些是 {day} 的其他日程</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events from {first} to {last}</source>
        <translation>{start} 到 {end} 之间没有日程；这些是 {first} 至 {last} 的其他日程</translation>
    </message>
    <message>
        <source>{error}; every calendar was searched instead</source>
        <translation>{error}；已改为搜索所有日历</translation>
    </message>
    <message numerus="yes">
        <source>%Ln calendar(s)</source>
        <extracomment>when no area&apos;s own words are there, a time alone asks what is on then</extracomment>
        <translation>
            <numerusform>%Ln 个日历</numerusform>
        </translation>
    </message>
    <message>
        <source>List calendars</source>
        <translation>列出日历</translation>
    </message>
    <message>
        <source>From</source>
        <translation>发件人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收件人</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln 项</numerusform>
        </translation>
    </message>
    <message>
        <source>the first allowed folder</source>
        <translation>第一个允许的文件夹</translation>
    </message>
    <message>
        <source>List {pattern} in {folder}</source>
        <translation>列出 {folder} 中的 {pattern}</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>列出 {folder}</translation>
    </message>
    <message>
        <source>Give a text to search for (query) or a name pattern (name).</source>
        <translation>请提供要搜索的文本（query）或名称模式（name）。</translation>
    </message>
    <message>
        <source>there is no folder &apos;{folder}&apos;; every allowed folder was searched</source>
        <translation>没有文件夹 &apos;{folder}&apos;；已搜索所有允许的文件夹</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos;; these names have its words</source>
        <translation>没有文件包含 &apos;{query}&apos;；这些文件名含有其中的词</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; and no name has all its words; these names have some of them, the best match first</source>
        <translation>没有文件包含“{query}”，也没有文件名包含其全部词语；这些文件名包含其中一些，最匹配的在前</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) found</source>
        <translation>
            <numerusform>找到 %Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; its beginning is shown</source>
        <translation>{file} 是文件，不是文件夹；显示其开头</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder ({error})</source>
        <translation>{file} 是文件，不是文件夹（{error}）</translation>
    </message>
    <message>
        <source>{summary} ({note})</source>
        <translation>{summary}（{note}）</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; searched in it</source>
        <translation>{file} 是文件而不是文件夹；已在其中搜索</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder, and &apos;{query}&apos; is not in it; its beginning is shown</source>
        <translation>{file} 是文件而不是文件夹，其中没有“{query}”；显示其开头部分</translation>
    </message>
    <message>
        <source>Search files for &apos;{query}&apos;</source>
        <translation>在文件中搜索“{query}”</translation>
    </message>
    <message>
        <source>Search files</source>
        <translation>搜索文件</translation>
    </message>
    <message>
        <source>named {pattern}</source>
        <translation>名为 {pattern}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) at most</source>
        <translation>
            <numerusform>最多 %Ln 个结果</numerusform>
        </translation>
    </message>
    <message>
        <source>{search}, {limit}</source>
        <translation>{search}，{limit}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln at most</source>
        <translation>
            <numerusform>最多 %Ln 个</numerusform>
        </translation>
    </message>
    <message>
        <source>This is a folder (files_list lists it): {path}</source>
        <translation>这是一个文件夹（用 files_list 列出）：{path}</translation>
    </message>
    <message>
        <source>Only PDFs have pages; read it by lines instead: {path}</source>
        <translation>只有 PDF 才有页；请按行读取：{path}</translation>
    </message>
    <message>
        <source>page 1 of a file without pages is the whole file</source>
        <translation>没有分页的文件，第 1 页就是整个文件</translation>
    </message>
    <message>
        <source>The PDF has {pages} pages, so no page {page}: {path}</source>
        <translation>该 PDF 共 {pages} 页，没有第 {page} 页：{path}</translation>
    </message>
    <message>
        <source>it ends before line {start}, so it is read from line 1</source>
        <translation>文件在第 {start} 行之前就结束了，所以从第 1 行读起</translation>
    </message>
    <message>
        <source>cut at {count} characters; ask for a line range to read more</source>
        <translation>在 {count} 个字符处截断；如需阅读更多，请指定行范围</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Read {file}</source>
        <translation>读取 {file}</translation>
    </message>
    <message>
        <source>This is a folder, not a file: {path}</source>
        <extracomment>the most files whose names a search by some of its words looks at how much of a file&apos;s beginning is shown when the file is named as a folder (to list, or to search in without the words being there) a word of a request that may be a file&apos;s name: no spaces, quotes or brackets around it, and an extension (&quot;notes.txt&quot;, &quot;Documents/plan.md&quot;, &quot;C:\x\a.pdf&quot;)</extracomment>
        <translation>这是文件夹，不是文件：{path}</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; as written; these contain most of its words, the best match first</source>
        <translation>没有文件原样包含“{query}”；这些文件包含其中大部分词语，最匹配的在前</translation>
    </message>
    <message>
        <source>Already exists (overwrite true replaces it): {path}</source>
        <translation>已存在（overwrite 为 true 时会替换）：{path}</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>已写入 {file}</translation>
    </message>
    <message>
        <source>Overwrite {file}</source>
        <translation>覆盖 {file}</translation>
    </message>
    <message>
        <source>Create {file}</source>
        <translation>创建 {file}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Moved to {folder}</source>
        <translation>已移动到 {folder}</translation>
    </message>
    <message>
        <source>Move {file} to {folder}</source>
        <translation>将 {file} 移动到 {folder}</translation>
    </message>
    <message>
        <source>Copied to {folder}</source>
        <translation>已复制到 {folder}</translation>
    </message>
    <message>
        <source>Copy {file} to {folder}</source>
        <translation>将 {file} 复制到 {folder}</translation>
    </message>
    <message>
        <source>Moved {file} to the trash</source>
        <translation>已将 {file} 移到回收站</translation>
    </message>
    <message>
        <source>Move {file} to the trash</source>
        <translation>将 {file} 移到回收站</translation>
    </message>
    <message>
        <source>Move this folder and everything in it to the trash; it can be restored from there</source>
        <translation>将此文件夹及其全部内容移到回收站；可以从那里恢复</translation>
    </message>
    <message>
        <source>Move this file to the trash; it can be restored from there</source>
        <translation>将此文件移到回收站；可以从那里恢复</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>已打开 {file}</translation>
    </message>
    <message>
        <source>Open {file}</source>
        <translation>打开 {file}</translation>
    </message>
    <message>
        <source>{error} It is kept in the outbox, and BotPsy will not send it again on its own.</source>
        <translation>{error} 它保留在发件箱中，BotPsy 不会自行再次发送。</translation>
    </message>
    <message>
        <source>{error} It was not sent; it is kept in the outbox.</source>
        <translation>{error} 邮件未发送，已保存在发件箱中。</translation>
    </message>
    <message>
        <source>There is no mail account &apos;{name}&apos;. Accounts: {accounts}.</source>
        <extracomment>the words of sending a new email: &quot;archive the newsletter email&quot; is not one (a small model sent it to newsletter@example.com), &quot;tell Bob&quot;, &quot;email bob@…&quot; and &quot;write to Sam&quot; are the concepts the mail tools read (the app&apos;s lexicon has them in every shipped language): a search whose words only say which messages (&quot;unread&quot;, &quot;ungelesene Mails&quot;, &quot;未读邮件&quot;): the flags; words that tell a message from no other (&quot;the&quot;, &quot;von&quot;, &quot;email&quot;); and the request&apos;s own words around a search (&quot;read me&quot;, &quot;latest&quot;, &quot;dernier&quot;, &quot;最近&quot;) how many of the newest messages stand for a search none of whose words tells one apart at most this many words of a request are looked up as names (route.known_names) and each in at most this many of the newest headers that have it</extracomment>
        <translation>没有名为 &apos;{name}&apos; 的邮件账户。账户：{accounts}。</translation>
    </message>
    <message>
        <source>Queued until the server is back</source>
        <translation>等待服务器恢复后执行</translation>
    </message>
    <message>
        <source>#{id} in {mailbox}</source>
        <translation>{mailbox} 中的 #{id}</translation>
    </message>
    <message>
        <source>&apos;{since}&apos; is not a date; use YYYY-MM-DD.</source>
        <translation>&apos;{since}&apos; 不是日期；请使用 YYYY-MM-DD。</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as unread messages</source>
        <translation>&apos;{word}&apos; 被理解为未读邮件</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as flagged messages</source>
        <translation>&apos;{word}&apos; 被理解为已标记的邮件</translation>
    </message>
    <message>
        <source>nothing since {day}; these match from any date</source>
        <translation>{day} 以来没有；这些是任意日期的匹配结果</translation>
    </message>
    <message>
        <source>since {day}</source>
        <translation>自 {day} 以来</translation>
    </message>
    <message>
        <source>unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>{first} and {then}</source>
        <translation>{first}且{then}</translation>
    </message>
    <message>
        <source>nothing {narrowed} matched; these match the words in any message</source>
        <translation>没有符合“{narrowed}”的结果；这些是任意邮件中含有这些词的结果</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first</source>
        <translation>没有邮件包含 &apos;{query}&apos; 的全部词语；这些包含其中一部分，最匹配的在前</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first, read or not</source>
        <translation>没有邮件包含 &apos;{query}&apos; 的全部词语；这些包含其中一部分，最匹配的在前，无论是否已读</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest</source>
        <translation>&apos;{query}&apos; 中没有能区分邮件的词；以下是最新的邮件</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest, read or not</source>
        <translation>&apos;{query}&apos; 中没有能区分邮件的词；以下是最新的邮件，无论已读与否</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln 封邮件</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing since {day}; these are the newest before it</source>
        <translation>{day} 以来没有；这些是之前最新的</translation>
    </message>
    <message>
        <source>{summary} (offline: from the local copy)</source>
        <translation>{summary}（离线：来自本地副本）</translation>
    </message>
    <message>
        <source>nothing in {mailbox} matched; these are from INBOX</source>
        <translation>{mailbox} 中没有匹配的邮件；以下来自收件箱（INBOX）</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; was read as {person}</source>
        <translation>“{name}”被理解为 {person}</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them</source>
        <translation>来自“{sender}”的邮件中没有“{words}”这些词；以下是该发件人最新的邮件</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them, read or not</source>
        <translation>来自“{sender}”的邮件中没有“{words}”这些词；以下是该发件人最新的邮件，无论是否已读</translation>
    </message>
    <message>
        <source>Search mail for &apos;{query}&apos;</source>
        <translation>在邮件中搜索“{query}”</translation>
    </message>
    <message>
        <source>Search mail</source>
        <translation>搜索邮件</translation>
    </message>
    <message>
        <source>from {sender}</source>
        <translation>发件人 {sender}</translation>
    </message>
    <message>
        <source>subject &apos;{subject}&apos;</source>
        <translation>主题“{subject}”</translation>
    </message>
    <message>
        <source>in {mailbox}</source>
        <translation>在 {mailbox} 中</translation>
    </message>
    <message>
        <source>since {when}</source>
        <translation>自 {when} 起</translation>
    </message>
    <message>
        <source>unread and flagged only</source>
        <translation>仅未读且已标记的</translation>
    </message>
    <message>
        <source>unread only</source>
        <translation>仅未读</translation>
    </message>
    <message>
        <source>flagged only</source>
        <translation>仅已标记的</translation>
    </message>
    <message>
        <source>There is no message in &apos;{folder}&apos;</source>
        <translation>&apos;{folder}&apos; 中没有邮件</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>（无主题）</translation>
    </message>
    <message>
        <source>{subject} (hidden text removed)</source>
        <translation>{subject}（已移除隐藏文字）</translation>
    </message>
    <message>
        <source>Read email #{id}</source>
        <translation>读取邮件 #{id}</translation>
    </message>
    <message>
        <source>Read the newest email in {mailbox}</source>
        <translation>读取 {mailbox} 中最新的邮件</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;. Did you mean {person}? If not, which address should it go to?</source>
        <translation>你的邮件里没有“{name}”的地址。你是指 {person} 吗？如果不是，要发到哪个地址？</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;: no message from or to anyone of that name. Which address should it go to?</source>
        <translation>你的邮件里没有“{name}”的地址：没有来自或发给这个名字的邮件。要发到哪个地址？</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; could be {addresses}. Which one?</source>
        <translation>“{name}”可能是 {addresses}。是哪一个？</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use; attach files from an allowed folder.</source>
        <translation>{path} 不在 BotPsy 可使用的文件夹中；请从允许的文件夹中添加附件。</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} 不是文件。</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <source>Sent (not saved to Sent)</source>
        <translation>已发送（未保存到“已发送”）</translation>
    </message>
    <message>
        <source>Send &apos;{subject}&apos; to {to}</source>
        <translation>将“{subject}”发送给 {to}</translation>
    </message>
    <message>
        <source>Cc</source>
        <translation>抄送</translation>
    </message>
    <message>
        <source>Bcc</source>
        <translation>密送</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>正文</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>附件</translation>
    </message>
    <message>
        <source>Reply sent</source>
        <translation>已发送回复</translation>
    </message>
    <message>
        <source>Reply to email #{id}</source>
        <translation>回复邮件 #{id}</translation>
    </message>
    <message>
        <source>In reply to</source>
        <translation>回复</translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation>已转发</translation>
    </message>
    <message>
        <source>Forward email #{id} to {to}</source>
        <translation>将邮件 #{id} 转发给 {to}</translation>
    </message>
    <message>
        <source>Forwarding</source>
        <translation>转发</translation>
    </message>
    <message>
        <source>Saved to {folder}</source>
        <translation>已保存到 {folder}</translation>
    </message>
    <message>
        <source>Save draft &apos;{subject}&apos;</source>
        <translation>保存草稿“{subject}”</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has none.</source>
        <translation>邮件 {id} 没有附件 &apos;{name}&apos;；它没有任何附件。</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has: {names}.</source>
        <translation>邮件 {id} 没有附件 &apos;{name}&apos;；它的附件有：{names}。</translation>
    </message>
    <message>
        <source>No folders are allowed yet; allow one in Settings.</source>
        <translation>尚未允许任何文件夹；请在设置中允许一个。</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use.</source>
        <translation>{path} 不在 BotPsy 可使用的文件夹中。</translation>
    </message>
    <message>
        <source>{path} already exists; nothing was saved.</source>
        <translation>{path} 已存在；未保存任何内容。</translation>
    </message>
    <message>
        <source>Saved {path} ({note})</source>
        <translation>已保存 {path}（{note}）</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <source>Save {file} from email #{id}</source>
        <translation>从邮件 #{id} 保存 {file}</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>附件</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Move email #{id} to {folder}</source>
        <translation>将邮件 #{id} 移动到 {folder}</translation>
    </message>
    <message>
        <source>Move to {folder} (this throws the message away, like deleting it)</source>
        <translation>移到 {folder}（这会丢弃该邮件，如同删除）</translation>
    </message>
    <message>
        <source>Move to {folder}</source>
        <translation>移到 {folder}</translation>
    </message>
    <message>
        <source>Move email #{id} to Trash</source>
        <translation>将邮件 #{id} 移到废纸篓</translation>
    </message>
    <message>
        <source>Move to Trash (not erased)</source>
        <translation>移到废纸篓（不会彻底删除）</translation>
    </message>
    <message>
        <source>Marked {flag}</source>
        <translation>已标记为 {flag}</translation>
    </message>
    <message>
        <source>Unmarked {flag}</source>
        <translation>已取消 {flag} 标记</translation>
    </message>
    <message>
        <source>Mark email #{id} {flag}</source>
        <translation>将邮件 #{id} 标记为 {flag}</translation>
    </message>
    <message>
        <source>Mark email #{id} not {flag}</source>
        <translation>取消邮件 #{id} 的 {flag} 标记</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>设为 {flag}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln folder(s)</source>
        <translation>
            <numerusform>%Ln 个文件夹</numerusform>
        </translation>
    </message>
    <message>
        <source>List mail folders</source>
        <translation>列出邮件文件夹</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a time. Use ISO 8601 like 2026-12-01T07:30, or HH:MM.</source>
        <translation>&apos;{text}&apos; 不是时间。请使用 ISO 8601 格式，如 2026-12-01T07:30，或 HH:MM。</translation>
    </message>
    <message>
        <source>{when} has passed; give a time to come.</source>
        <translation>{when} 已经过去；请给出一个将来的时间。</translation>
    </message>
    <message>
        <source>on</source>
        <comment>a setting&apos;s value</comment>
        <extracomment>a setting&apos;s values as its card says them (in the window&apos;s language: they are Phrases)</extracomment>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a setting&apos;s value</comment>
        <translation>关</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a setting&apos;s value</comment>
        <translation>未知</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
    <message>
        <source>Only http and https addresses can be opened.</source>
        <translation>只能打开 http 和 https 地址。</translation>
    </message>
    <message>
        <source>{setting} cannot be changed here: {reason}</source>
        <translation>{setting} 无法在此更改：{reason}</translation>
    </message>
    <message>
        <source>{setting} cannot be changed right now: {reason}</source>
        <translation>{setting} 目前无法更改：{reason}</translation>
    </message>
    <message>
        <source>{setting} is already {value}</source>
        <translation>{setting}：已经是{value}</translation>
    </message>
    <message>
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>{kind}: {label}</source>
        <translation>{kind}：{label}</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Check the device status</source>
        <translation>检查设备状态</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>Mute the sound</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>Unmute the sound</source>
        <translation>取消静音</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the status a card shows, in this order: the key, its name, and the unit of its value</extracomment>
        <translation>音量</translation>
    </message>
    <message>
        <source>Set the volume to {percent}%</source>
        <translation>将音量设为 {percent}%</translation>
    </message>
    <message>
        <source>Brightness</source>
        <translation>亮度</translation>
    </message>
    <message>
        <source>Set the brightness to {percent}%</source>
        <translation>将亮度设为 {percent}%</translation>
    </message>
    <message>
        <source>Dark mode</source>
        <translation>深色模式</translation>
    </message>
    <message>
        <source>Turn dark mode on</source>
        <translation>打开深色模式</translation>
    </message>
    <message>
        <source>Turn dark mode off</source>
        <translation>关闭深色模式</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Turn Wi-Fi on</source>
        <translation>打开 Wi-Fi</translation>
    </message>
    <message>
        <source>Turn Wi-Fi off</source>
        <translation>关闭 Wi-Fi</translation>
    </message>
    <message>
        <source>Do not disturb</source>
        <translation>勿扰模式</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>电池</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>the network</comment>
        <extracomment>what the network&apos;s state is called (NetworkManager&apos;s words, and the test backends&apos;)</extracomment>
        <translation>已连接</translation>
    </message>
    <message>
        <source>not connected</source>
        <comment>the network</comment>
        <translation>未连接</translation>
    </message>
    <message>
        <source>limited</source>
        <comment>the network</comment>
        <translation>受限</translation>
    </message>
    <message>
        <source>behind a login page</source>
        <comment>the network</comment>
        <translation>需要登录页面</translation>
    </message>
    <message>
        <source>{level}, charging</source>
        <extracomment>a battery&apos;s state as the system gives it (Linux sysfs: Charging, Discharging, Full, Not charging, Unknown), said after its level</extracomment>
        <translation>{level}，正在充电</translation>
    </message>
    <message>
        <source>{level}, on battery</source>
        <translation>{level}，使用电池</translation>
    </message>
    <message>
        <source>{level}, fully charged</source>
        <translation>{level}，已充满</translation>
    </message>
    <message>
        <source>{level}, plugged in, not charging</source>
        <translation>{level}，已接通电源，未充电</translation>
    </message>
    <message>
        <source>{level}, {state}</source>
        <translation>{level}，{state}</translation>
    </message>
    <message>
        <source>{setting}: {value}</source>
        <translation>{setting}：{value}</translation>
    </message>
    <message>
        <source>nothing known</source>
        <comment>the device&apos;s status</comment>
        <translation>无可用信息</translation>
    </message>
    <message>
        <source>Turn do not disturb on</source>
        <translation>打开勿扰模式</translation>
    </message>
    <message>
        <source>Turn do not disturb off</source>
        <translation>关闭勿扰模式</translation>
    </message>
    <message>
        <source>Opened in the browser</source>
        <translation>已在浏览器中打开</translation>
    </message>
    <message>
        <source>Open {address}</source>
        <translation>打开 {address}</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>网站</translation>
    </message>
    <message>
        <source>Opened {app}</source>
        <translation>已打开 {app}</translation>
    </message>
    <message>
        <source>Open the app {app}</source>
        <translation>打开应用 {app}</translation>
    </message>
    <message>
        <source>Open application</source>
        <translation>打开应用</translation>
    </message>
    <message>
        <source>Installed as</source>
        <translation>安装为</translation>
    </message>
    <message>
        <source>Start a {minutes}-minute timer</source>
        <translation>启动 {minutes} 分钟计时器</translation>
    </message>
    <message>
        <source>Set an alarm for {when}</source>
        <translation>设置 {when} 的闹钟</translation>
    </message>
    <message>
        <source>Remind you &apos;{text}&apos; at {when}</source>
        <translation>在 {when} 提醒你“{text}”</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pending</source>
        <translation>
            <numerusform>%Ln 个待处理</numerusform>
        </translation>
    </message>
    <message>
        <source>List timers and alarms</source>
        <translation>列出计时器和闹钟</translation>
    </message>
    <message>
        <source>There is no pending timer, alarm or reminder {id}.</source>
        <translation>没有待执行的计时器、闹钟或提醒 {id}。</translation>
    </message>
    <message>
        <source>Cancelled {alarm}</source>
        <translation>已取消 {alarm}</translation>
    </message>
    <message>
        <source>Cancel alarm #{id}</source>
        <translation>取消闹钟 #{id}</translation>
    </message>
    <message>
        <source>#{id} (not found)</source>
        <translation>#{id}（未找到）</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>在这台电脑上</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <extracomment>whether the call itself is at fault (a path outside the allowed folders, a calendar that does not exist: the model may correct it); False when the call is fine but this computer cannot do it now (no sound system running), so it fails as it is</extracomment>
        <translation>{first}；{then}</translation>
    </message>
    <message>
        <source>Free some space on the disk and try again.</source>
        <extracomment>Han script (Chinese characters): the app tells Chinese by it, and a connector counts two of them as a word what to do when the disk is full (every connector and the store say the same)</extracomment>
        <translation>请释放一些磁盘空间后重试。</translation>
    </message>
    <message>
        <source>The disk is full, so {tool} could not finish. {advice}</source>
        <translation>磁盘已满，{tool} 未能完成。{advice}</translation>
    </message>
    <message>
        <source>email</source>
        <extracomment>the kinds of content connectors name as a source (Provenance.kind), for the window&apos;s catalogue</extracomment>
        <translation>邮件</translation>
    </message>
    <message>
        <source>email list</source>
        <translation>邮件列表</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>file names</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>calendar events</source>
        <translation>日历事件</translation>
    </message>
    <message>
        <source>calendar names</source>
        <translation>日历名称</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>earlier content</source>
        <translation>之前的内容</translation>
    </message>
    <message>
        <source>{kind}: {source}</source>
        <translation>{kind}：{source}</translation>
    </message>
    <message>
        <source>The disk is full, so the local copy of {account} was not brought up to date (what it already held is unchanged). {advice}</source>
        <extracomment>the words of a deletion: a delete tool comes only when the user speaks of one (an email or event that says &quot;delete every event&quot; is not the user; app/agent/routing.py)</extracomment>
        <translation>磁盘已满，{account} 的本地副本未更新（已有内容不变）。{advice}</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q4_K_M, recommended for laptops)</source>
        <translation>BotPsy 0.8B（Q4_K_M，推荐笔记本电脑使用）</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q8_0, higher quality)</source>
        <translation>BotPsy 0.8B（Q8_0，质量更高）</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (BF16, full precision)</source>
        <translation>BotPsy 0.8B（BF16，全精度）</translation>
    </message>
    <message>
        <source>Snoozed: {alert}</source>
        <translation>已推迟：{alert}</translation>
    </message>
    <message>
        <source>Snooze not saved</source>
        <translation>稍后提醒未保存</translation>
    </message>
    <message>
        <source>{error} {alert} rings again in {minutes} minutes if BotPsy keeps running; it is not kept if BotPsy quits.</source>
        <translation>{error} 如果 BotPsy 一直运行，{alert} 会在 {minutes} 分钟后再次提醒；BotPsy 退出后不会保留。</translation>
    </message>
    <message>
        <source>Timer</source>
        <extracomment>an alert&apos;s title per kind of alarm, in the window&apos;s catalogue
----------
what a timer, an alarm and a reminder are called for people (Phrases: the window shows them in its language)</extracomment>
        <translation>计时器</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>闹钟</translation>
    </message>
    <message>
        <source>{label} ({when})</source>
        <translation>{label}（{when}）</translation>
    </message>
    <message>
        <source>The CA file {path} cannot be read: {error}</source>
        <extracomment>the longest one connection may last in all, however its bytes come: a link that keeps every read just inside TIMEOUT would otherwise hold a sync or a send for hours. A sync cut here goes on where it stopped at the next one. the throughput floor: a reply (what the server sends after the client last sent something) that the client has waited FLOOR_WINDOW seconds or more for must bring FLOOR_BYTES per FLOOR_WINDOW of that waiting, or the connection is ended then, not at SESSION_LIMIT (a link that trickles a byte at a time). 1 KB per 30 s is 34 bytes a second: far below any working link, far above a trickle. A server thinking before it answers is silent, and silence is ended by TIMEOUT, so a reply may take TIMEOUT of thought and still come in time; time spent sending, or working between commands, is not waiting. the same floor over the whole connection, once it has waited this long for replies in all: over TLS a reply arrives a record at a time (CPython gives a whole record one read timeout), so a link whose every reply is one small record sent slowly never waits FLOOR_WINDOW for any one reply, and would otherwise last until SESSION_LIMIT. A server that thinks a few seconds before each small reply is fine; one whose replies have brought less than FLOOR_BYTES per FLOOR_WINDOW over a minute of waiting is not one a sync can use. how often the deadline&apos;s thread looks the end of the data (CRLF . CRLF) went out and no reply has come back yet a reply was awaited and never came: sticky, so a later read (QUIT) cannot clear it set by MailClient.smtp: the connection&apos;s reads are counted for its deadline</extracomment>
        <translation>无法读取 CA 文件 {path}：{error}</translation>
    </message>
    <message>
        <source>{host} was too slow: the connection was still busy after {seconds} s and was ended.</source>
        <translation>{host} 太慢：连接在 {seconds} 秒后仍未完成，已被结束。</translation>
    </message>
    <message>
        <source>{host} stopped answering (nothing for {seconds} s). If this keeps happening, check the network connection.</source>
        <translation>{host} 停止响应（{seconds} 秒无回应）。如果经常发生，请检查网络连接。</translation>
    </message>
    <message>
        <source>The connection to {host} was cut ({error}).</source>
        <translation>与 {host} 的连接中断（{error}）。</translation>
    </message>
    <message>
        <source>The mail server {host} failed ({error}).</source>
        <translation>邮件服务器 {host} 出错（{error}）。</translation>
    </message>
    <message>
        <source>Nothing was lost: BotPsy uses its local copy and tries again at the next sync.</source>
        <extracomment>what happens after a failed read or sync: the local copy serves until the next one</extracomment>
        <translation>没有丢失任何内容：BotPsy 使用本地副本，并会在下次同步时重试。</translation>
    </message>
    <message>
        <source>The server name {host} cannot be found ({error}).</source>
        <translation>找不到服务器名 {host}（{error}）。</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
    <message>
        <source>TLS with {host} failed: {error}</source>
        <translation>与 {host} 的 TLS 连接失败：{error}</translation>
    </message>
    <message>
        <source>Cannot connect to {host}:{port} ({error}).</source>
        <translation>无法连接到 {host}:{port}（{error}）。</translation>
    </message>
    <message>
        <source>STARTTLS with {host} failed ({error}); not continuing without encryption.</source>
        <translation>与 {host} 的 STARTTLS 失败（{error}）；不会在没有加密的情况下继续。</translation>
    </message>
    <message>
        <source>The server refused the login for {login}: check the password.</source>
        <translation>服务器拒绝了 {login} 的登录：请检查密码。</translation>
    </message>
    <message>
        <source>{failure} {then}</source>
        <translation>{failure}{then}</translation>
    </message>
    <message>
        <source>Logging in to {host} (IMAP)…</source>
        <translation>正在登录 {host}（IMAP）…</translation>
    </message>
    <message>
        <source>Opening the inbox…</source>
        <translation>正在打开收件箱…</translation>
    </message>
    <message>
        <source>INBOX cannot be opened: {error}</source>
        <translation>无法打开收件箱：{error}</translation>
    </message>
    <message>
        <source>Logging in to {host} (SMTP)…</source>
        <translation>正在登录 {host}（SMTP）…</translation>
    </message>
    <message>
        <source>There is no message {id} in {folder}.</source>
        <translation>{folder} 中没有邮件 {id}。</translation>
    </message>
    <message>
        <source>The SMTP server refused the login for {login}.</source>
        <translation>SMTP 服务器拒绝了 {login} 的登录。</translation>
    </message>
    <message>
        <source>Logging in to {host} failed: {error}</source>
        <translation>登录 {host} 失败：{error}</translation>
    </message>
    <message>
        <source>The connection to {host} broke after the message had gone out and before the server confirmed it, so it may have been sent. Check your Sent folder or ask the recipient before sending it again.</source>
        <translation>邮件已发出，但在服务器确认之前，与 {host} 的连接断开了，因此它可能已经发送。再次发送之前，请查看“已发送”文件夹或询问收件人。</translation>
    </message>
    <message>
        <source>The server refused these recipients: {recipients}.</source>
        <translation>服务器拒绝了这些收件人：{recipients}。</translation>
    </message>
    <message>
        <source>Sending failed: {failure}</source>
        <translation>发送失败：{failure}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an ISO 8601 date or time, e.g. 2026-12-04T15:00 or 2026-12-04 for all day.</source>
        <extracomment>the longest one HTTP round trip may take in all, however slowly its bytes come: the read timeout bounds each read only, and a server that sends a byte just inside it would hold a sync for hours the throughput floor of an answer&apos;s body, as the mail connector&apos;s (connectors/mail/ client.py): a body that brings less than FLOOR_BYTES in FLOOR_WINDOW seconds is a link that trickles, and is ended then, by the thread that reads it (not at REQUEST_LIMIT, and no helper thread is left behind). 1 KB per 30 s is far below any working link. the most one read of a body takes at a time the largest answer read, once decoded: far above any calendar&apos;s (a multiget brings at most MULTIGET_BATCH objects), far below what a hostile server&apos;s gzip bomb unpacks to (a few hundred KB on the wire become gigabytes); the body is never held past it the encoding asked for: none, so that every piece that comes over the wire is a piece of the body at once (a compressed body gives nothing to read until a block is whole, and the floor could not see it come); a server that compresses anyway is still read right, counted by its bytes on the wire</extracomment>
        <translation>&apos;{text}&apos; 不是 ISO 8601 日期或时间，例如 2026-12-04T15:00，全天则为 2026-12-04。</translation>
    </message>
    <message>
        <source>{time} does not exist in your time zone (the clocks skip it); choose another time.</source>
        <translation>{time} 在你的时区中不存在（时钟会跳过它）；请选择其他时间。</translation>
    </message>
    <message>
        <source>{time} happens twice in your time zone (the clocks go back); give the offset, e.g. +01:00 or +02:00.</source>
        <translation>{time} 在你的时区中出现两次（时钟回拨）；请给出偏移量，例如 +01:00 或 +02:00。</translation>
    </message>
    <message>
        <source>The calendar server does not allow {method} on {url} (403 Forbidden).</source>
        <translation>日历服务器不允许对 {url} 执行 {method}（403 Forbidden）。</translation>
    </message>
    <message>
        <source>The calendar server refused the login for {user}.</source>
        <translation>日历服务器拒绝了 {user} 的登录。</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: its answer brought less than {size} bytes in {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>{url} 上的日历服务器太慢：其响应在 {seconds} 秒内不足 {size} 字节，已被终止。BotPsy 在此期间使用本地副本，并在下次同步时重试。</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: the start of its answer was still not all there after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>{url} 的日历服务器太慢：{seconds} 秒后其回复的开头仍未完整到达，已被中止。BotPsy 在此期间使用本地副本，并在下次同步时重试。</translation>
    </message>
    <message>
        <source>The calendar server at {url} sent an answer larger than {size} MB, more than any calendar needs, so it was not read. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>{url} 上的日历服务器发送了超过 {size} MB 的响应，远超任何日历所需，因此未读取。BotPsy 在此期间使用本地副本，并在下次同步时重试。</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: one request was still going after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>{url} 上的日历服务器太慢：一个请求在 {seconds} 秒后仍未完成，已被终止。BotPsy 在此期间使用本地副本，并在下次同步时重试。</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} safely: its certificate is not trusted. If the server uses its own CA, give that CA&apos;s certificate (--ca-file).</source>
        <translation>无法安全连接到日历服务器 {url}：其证书不受信任。如果服务器使用自己的 CA，请提供该 CA 的证书（--ca-file）。</translation>
    </message>
    <message>
        <source>The calendar server at {url} stopped answering (nothing for {seconds} s). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>日历服务器 {url} 已停止响应（{seconds} 秒内无回应）。BotPsy 暂时使用本地副本，并在下次同步时重试。</translation>
    </message>
    <message>
        <source>The connection to the calendar server at {url} was cut ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>与日历服务器 {url} 的连接中断（{error}）。BotPsy 暂时使用本地副本，并在下次同步时重试。</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>无法连接到日历服务器 {url}（{error}）。BotPsy 暂时使用本地副本，并在下次同步时重试。</translation>
    </message>
    <message>
        <source>The calendar server answered {method} with HTTP {status}.</source>
        <translation>日历服务器对 {method} 返回了 HTTP {status}。</translation>
    </message>
    <message>
        <source>No CalDAV calendars were found at {url} ({error}).</source>
        <translation>在 {url} 未找到 CalDAV 日历（{error}）。</translation>
    </message>
    <message>
        <source>The calendar server answered HTTP {status}.</source>
        <translation>日历服务器返回了 HTTP {status}。</translation>
    </message>
    <message>
        <source>changed on the server</source>
        <translation>已在服务器上更改</translation>
    </message>
    <message>
        <source>The calendar server did not accept the change (HTTP {status}).</source>
        <translation>日历服务器未接受此更改（HTTP {status}）。</translation>
    </message>
    <message>
        <source>The calendar server did not delete it (HTTP {status}).</source>
        <translation>日历服务器未将其删除（HTTP {status}）。</translation>
    </message>
    <message>
        <source>BotPsy cannot write {suffix} files (only text, Markdown and Word documents); nothing was written: {path}</source>
        <translation>BotPsy 无法写入 {suffix} 文件（只能写文本、Markdown 和 Word 文档）；未写入任何内容：{path}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>无法读取 {name}：{reason}</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} 不是普通文件</translation>
    </message>
    <message>
        <source>{name} unpacks to {mb} MB of text markup; it is too large to read</source>
        <translation>{name} 解压后有 {mb} MB 的文本标记；太大，无法读取</translation>
    </message>
    <message>
        <source>{name} is not a readable Word document</source>
        <translation>{name} 不是可读的 Word 文档</translation>
    </message>
    <message>
        <source>{name} unpacks to more than {mb} MB of text markup; it is too large to read</source>
        <translation>{name} 解压后超过 {mb} MB 的文本标记；太大，无法读取</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not moved, and nothing half-moved was left. {advice}</source>
        <translation>磁盘已满：{path} 未移动，也没有留下移动了一半的内容。{advice}</translation>
    </message>
    <message>
        <source>Could not be moved ({reason}): {path}</source>
        <translation>无法移动（{reason}）：{path}</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not copied, and nothing half-copied was left. {advice}</source>
        <translation>磁盘已满：{path} 未复制，也没有留下复制了一半的内容。{advice}</translation>
    </message>
    <message>
        <source>Could not be copied ({reason}): {path}</source>
        <translation>无法复制（{reason}）：{path}</translation>
    </message>
    <message>
        <source>{path} cannot be reached without leaving the allowed folders (something on the way is a link, not a folder, or changed meanwhile): nothing was changed</source>
        <translation>无法在不离开允许文件夹的情况下访问 {path}（路径上的某一项是链接、不是文件夹，或在此期间已更改）：未做任何更改</translation>
    </message>
    <message>
        <source>Already exists (or is a link), nothing was written: {path}</source>
        <translation>已存在（或是链接），未写入任何内容：{path}</translation>
    </message>
    <message>
        <source>Could not be created ({reason}): {path}</source>
        <translation>无法创建（{reason}）：{path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was written: {path}</source>
        <translation>已存在，未写入任何内容：{path}</translation>
    </message>
    <message>
        <source>No folders are allowed yet; the user can allow folders in Settings</source>
        <translation>尚未允许任何文件夹；可以在设置中允许文件夹</translation>
    </message>
    <message>
        <source>A path cannot contain a NUL character</source>
        <translation>路径不能包含 NUL 字符</translation>
    </message>
    <message>
        <source>Paths with &apos;..&apos; are not accepted
Allowed folders: {folders}</source>
        <translation>不接受含“..”的路径
允许的文件夹：{folders}</translation>
    </message>
    <message>
        <source>Does not exist: {path}
Allowed folders: {folders}</source>
        <translation>不存在：{path}
允许的文件夹：{folders}</translation>
    </message>
    <message>
        <source>Cannot be resolved ({error}): {path}</source>
        <translation>无法解析（{error}）：{path}</translation>
    </message>
    <message>
        <source>Outside the folders BotPsy may use: {path}
Allowed folders: {folders}</source>
        <translation>在 BotPsy 可用的文件夹之外：{path}
允许的文件夹：{folders}</translation>
    </message>
    <message>
        <source>Not a regular file or folder: {path}</source>
        <translation>不是普通文件或文件夹：{path}</translation>
    </message>
    <message>
        <source>Not a folder: {path}</source>
        <translation>不是文件夹：{path}</translation>
    </message>
    <message>
        <source>No permission to read: {folder}</source>
        <translation>没有读取权限：{folder}</translation>
    </message>
    <message>
        <source>only the first {part} of {size} bytes were read</source>
        <translation>只读取了 {size} 字节中的前 {part} 字节</translation>
    </message>
    <message>
        <source>{name} is a binary file ({size} bytes); it has no text to read</source>
        <translation>{name} 是二进制文件（{size} 字节）；没有可读的文本</translation>
    </message>
    <message>
        <source>the file is not UTF-8; undecodable bytes were replaced</source>
        <translation>该文件不是 UTF-8 编码；无法解码的字节已被替换</translation>
    </message>
    <message>
        <source>PDF support is not installed.</source>
        <translation>未安装 PDF 支持。</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read without its password.</source>
        <translation>{name} 是加密的 PDF；没有密码无法读取。</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read.</source>
        <translation>{name} 是加密的 PDF；无法读取。</translation>
    </message>
    <message>
        <source>{name} is not a readable PDF ({reason}).</source>
        <translation>{name} 不是可读的 PDF（{reason}）。</translation>
    </message>
    <message>
        <source>This is an allowed folder itself, not a file in one: {path}</source>
        <translation>这是允许的文件夹本身，而不是其中的文件：{path}</translation>
    </message>
    <message>
        <source>Does not exist: {path}</source>
        <translation>不存在：{path}</translation>
    </message>
    <message>
        <source>No permission to write: {path}</source>
        <translation>没有写入权限：{path}</translation>
    </message>
    <message>
        <source>Exists and is not a regular file, nothing was written: {path}</source>
        <translation>已存在且不是普通文件，未写入任何内容：{path}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. The file as it was is unchanged. {advice}</source>
        <translation>磁盘已满：未向 {path} 写入任何内容。原文件保持不变。{advice}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. {advice}</source>
        <translation>磁盘已满：未向 {path} 写入任何内容。{advice}</translation>
    </message>
    <message>
        <source>Could not be written ({reason}): {path}</source>
        <translation>无法写入（{reason}）：{path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was moved: {path}</source>
        <translation>已存在，未移动任何内容：{path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was copied: {path}</source>
        <translation>已存在，未复制任何内容：{path}</translation>
    </message>
    <message>
        <source>No permission to copy: {path}</source>
        <translation>没有复制权限：{path}</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to copy</source>
        <translation>{path} 嵌套太深，无法复制</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} 不存在</translation>
    </message>
    <message>
        <source>{name} is larger than {mb} MB; copy it with your file manager</source>
        <translation>{name} 大于 {mb} MB；请用文件管理器复制</translation>
    </message>
    <message>
        <source>{name} could not be moved to the trash: {reason}. Nothing was deleted.</source>
        <translation>{name} 无法移到回收站：{reason}。未删除任何内容。</translation>
    </message>
    <message>
        <source>Opening files is not supported on this system: {command} is missing.</source>
        <translation>此系统不支持打开文件：缺少 {command}。</translation>
    </message>
    <message>
        <source>unreadable iCalendar ({error})</source>
        <translation>无法读取的 iCalendar（{error}）</translation>
    </message>
    <message>
        <source>not an iCalendar object</source>
        <translation>不是 iCalendar 对象</translation>
    </message>
    <message>
        <source>the object holds no event or task</source>
        <translation>该对象不含日程或待办事项</translation>
    </message>
    <message>
        <source>the object has no UID</source>
        <translation>该对象没有 UID</translation>
    </message>
    <message>
        <source>the event &apos;{title}&apos; has no start</source>
        <translation>日程 &apos;{title}&apos; 没有开始时间</translation>
    </message>
    <message>
        <source>This event does not repeat; change or delete it as a whole (leave out &apos;occurrence&apos;).</source>
        <translation>此日程不重复；请整体修改或删除（不要提供 &apos;occurrence&apos;）。</translation>
    </message>
    <message>
        <source>cannot expand the series ({error})</source>
        <translation>无法展开该系列（{error}）</translation>
    </message>
    <message>
        <source>The series has no occurrence at {time}; use the &apos;occurrence&apos; value calendar_list_events gave.</source>
        <translation>该系列在 {time} 没有实例；请使用 calendar_list_events 给出的 &apos;occurrence&apos; 值。</translation>
    </message>
    <message>
        <source>The event must end after it starts (and both be dates or both times).</source>
        <translation>日程必须在开始之后结束（且两者都为日期或都为时间）。</translation>
    </message>
    <message>
        <source>That is an event, not a task.</source>
        <translation>这是日程，不是待办事项。</translation>
    </message>
    <message>
        <source>title</source>
        <comment>event field</comment>
        <extracomment>how a conflict report names an event&apos;s fields</extracomment>
        <translation>标题</translation>
    </message>
    <message>
        <source>start</source>
        <comment>event field</comment>
        <translation>开始</translation>
    </message>
    <message>
        <source>end</source>
        <comment>event field</comment>
        <translation>结束</translation>
    </message>
    <message>
        <source>due</source>
        <comment>event field</comment>
        <translation>截止</translation>
    </message>
    <message>
        <source>location</source>
        <comment>event field</comment>
        <translation>地点</translation>
    </message>
    <message>
        <source>notes</source>
        <comment>event field</comment>
        <translation>备注</translation>
    </message>
    <message>
        <source>repeat</source>
        <comment>event field</comment>
        <translation>重复</translation>
    </message>
    <message>
        <source>status</source>
        <comment>event field</comment>
        <translation>状态</translation>
    </message>
    <message>
        <source>{field}: was &apos;{was}&apos;, now &apos;{now}&apos;</source>
        <translation>{field}：原为“{was}”，现为“{now}”</translation>
    </message>
    <message>
        <source>single occurrences were changed</source>
        <translation>部分单次日程已更改</translation>
    </message>
    <message>
        <source>This calendar attachment is not an invitation (it has no REQUEST, CANCEL or REPLY method).</source>
        <translation>此日历附件不是邀请（没有 REQUEST、CANCEL 或 REPLY 方法）。</translation>
    </message>
    <message>
        <source>This invitation has no start time or no UID; it cannot be used.</source>
        <translation>此邀请没有开始时间或 UID；无法使用。</translation>
    </message>
    <message>
        <source>This invitation carries more than one event; it cannot be used.</source>
        <translation>此邀请包含多个日程；无法使用。</translation>
    </message>
    <message>
        <source>This invitation names no organiser; it cannot be answered.</source>
        <translation>此邀请没有指明组织者；无法答复。</translation>
    </message>
    <message>
        <source>This invitation names you as its organiser, but you did not send it; it was left alone.</source>
        <translation>此邀请将你列为组织者，但并不是你发出的；已忽略。</translation>
    </message>
    <message>
        <source>Something in your calendar that is not an event already has this invitation&apos;s UID; it was left alone.</source>
        <translation>你的日历中已有一个非日程条目使用了此邀请的 UID；已忽略。</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; is your own event: an invitation from someone else cannot change or cancel it. It was left alone.</source>
        <translation>&apos;{title}&apos; 是你自己的日程：别人的邀请不能修改或取消它。已忽略。</translation>
    </message>
    <message>
        <source>Your event &apos;{title}&apos; is organised by {holder}, not by {organizer}, who sent this invitation; it was left alone.</source>
        <translation>你的日程 &apos;{title}&apos; 的组织者是 {holder}，而不是发送此邀请的 {organizer}；已忽略。</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>This mail about &apos;{title}&apos; was sent by {sender}, not by its organiser {organizer}; it was left alone.</source>
        <translation>这封关于 &apos;{title}&apos; 的邮件由 {sender} 发送，而不是其组织者 {organizer}；已忽略。</translation>
    </message>
    <message>
        <source>an unknown sender</source>
        <translation>未知发件人</translation>
    </message>
    <message>
        <source>This is an older version of &apos;{title}&apos; than the one in your calendar; it was left alone.</source>
        <translation>这是比你日历中更旧的 &apos;{title}&apos; 版本；已忽略。</translation>
    </message>
    <message>
        <source>The default calendar &apos;{name}&apos; is not available (its account cannot be reached now). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>默认日历 &apos;{name}&apos; 不可用（目前无法连接其账户）。请指定一个日历，例如 &apos;On this computer&apos;。</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds tasks is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>尚未得知 {accounts} 中有包含待办事项的日历（可能无法连接服务器）。请指定一个日历，例如 &apos;On this computer&apos;。</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds events is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>尚未得知 {accounts} 中有包含日程的日历（可能无法连接服务器）。请指定一个日历，例如 &apos;On this computer&apos;。</translation>
    </message>
    <message>
        <source>Several calendars are called &apos;{name}&apos;: {calendars}. Give one of these.</source>
        <translation>有多个日历名为 &apos;{name}&apos;：{calendars}。请指定其中一个。</translation>
    </message>
    <message>
        <source>There is no calendar &apos;{name}&apos;. Calendars: {calendars}</source>
        <translation>没有名为 &apos;{name}&apos; 的日历。日历：{calendars}</translation>
    </message>
    <message>
        <source>{calendar} does not hold tasks.</source>
        <translation>{calendar} 不包含待办事项。</translation>
    </message>
    <message>
        <source>{calendar} does not hold events.</source>
        <translation>{calendar} 不包含日程。</translation>
    </message>
    <message>
        <source>There is no event or task &apos;{uid}&apos;; use the uid calendar_list_events or calendar_list_tasks gave.</source>
        <translation>没有日程或待办事项 &apos;{uid}&apos;；请使用 calendar_list_events 或 calendar_list_tasks 给出的 uid。</translation>
    </message>
    <message>
        <source>This entry cannot be changed: {problem}</source>
        <translation>此条目无法更改：{problem}</translation>
    </message>
    <message>
        <source>There is no calendar account &apos;{name}&apos;.</source>
        <translation>没有名为 &apos;{name}&apos; 的日历账户。</translation>
    </message>
    <message>
        <source>No password is stored for {account}.</source>
        <translation>{account} 没有保存密码。</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>你离线时对“{title}”的删除未发送：它在此期间已在服务器上被删除。</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>你离线时对“{title}”的更改未发送：它在此期间已在服务器上被删除。</translation>
    </message>
    <message>
        <source>details differ</source>
        <translation>细节不同</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>你离线时对“{title}”的删除未发送：此期间有人在服务器上更改了它（{changes}）。</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>你离线时对“{title}”的更改未发送：此期间有人在服务器上更改了它（{changes}）。</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>你离线时对“{title}”的删除无法发送：{error}</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>你离线时对“{title}”的更改无法发送：{error}</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>无法登录 {name}（{error}）；显示的是本机副本，从未同步。</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>{name} 离线（{error}）；显示的是本机副本，从未同步。</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>无法登录 {name}（{error}）；显示的是本机副本，上次同步于 {when}。</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>{name} 离线（{error}）；显示的是本机副本，上次同步于 {when}。</translation>
    </message>
    <message>
        <source>It was deleted on the server meanwhile; nothing was changed.</source>
        <translation>它在此期间已在服务器上被删除；未做任何更改。</translation>
    </message>
    <message>
        <source>Someone else changed this after it was read; your change was NOT saved. Their version: {changes}. Read it again and propose the change on top of it.</source>
        <translation>在读取之后有其他人修改了它；你的更改未保存。对方的版本：{changes}。请重新读取，并在此基础上提出更改。</translation>
    </message>
    <message>
        <source>changed details</source>
        <translation>细节已更改</translation>
    </message>
    <message>
        <source>{account} cannot be reached: the change is kept on this computer and will be sent when the server is back.</source>
        <translation>无法连接 {account}：更改已保存在本机，服务器恢复后会发送。</translation>
    </message>
    <message>
        <source>The {field} must be one line (it contains a line break).</source>
        <translation>{field} 必须是一行（其中含有换行）。</translation>
    </message>
    <message>
        <source>&apos;{address}&apos; in {field} is not a valid email address.</source>
        <translation>{field} 中的 &apos;{address}&apos; 不是有效的邮件地址。</translation>
    </message>
    <message>
        <source>hidden content removed: {count} characters a mail client would not show (hidden or invisible text, comments, styles, scripts)</source>
        <translation>已移除隐藏内容：{count} 个邮件客户端不会显示的字符（隐藏或不可见的文字、注释、样式、脚本）</translation>
    </message>
    <message>
        <source>quoted history or signature not shown</source>
        <translation>未显示引用的历史记录或签名</translation>
    </message>
    <message>
        <source>cut at {count} characters</source>
        <translation>在 {count} 个字符处截断</translation>
    </message>
    <message>
        <source>The password of {account} cannot be read: no keyring answered ({error}). Start your desktop&apos;s keyring (GNOME Keyring, KWallet) and try again.</source>
        <translation>无法读取 {account} 的密码：没有钥匙环响应（{error}）。请启动桌面的钥匙环（GNOME Keyring、KWallet）后重试。</translation>
    </message>
    <message>
        <source>Not stored: {problem}. Start your desktop&apos;s keyring (GNOME Keyring, KWallet), or allow a plaintext password file in Settings → Accounts.</source>
        <translation>未保存：{problem}。请启动桌面的密钥环（GNOME Keyring、KWallet），或在 设置 → 账户 中允许使用明文密码文件。</translation>
    </message>
    <message>
        <source>Say which application to open.</source>
        <translation>请说明要打开哪个应用。</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;. Close matches: {matches}</source>
        <translation>没有名为 &apos;{name}&apos; 的已安装应用。相近的有：{matches}</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;.</source>
        <translation>没有名为 &apos;{name}&apos; 的已安装应用。</translation>
    </message>
    <message>
        <source>the sound system (PulseAudio or PipeWire)</source>
        <translation>声音系统（PulseAudio 或 PipeWire）</translation>
    </message>
    <message>
        <source>the desktop&apos;s settings</source>
        <translation>桌面设置</translation>
    </message>
    <message>
        <source>the brightness control</source>
        <translation>亮度控制</translation>
    </message>
    <message>
        <source>macOS&apos;s scripting</source>
        <translation>macOS 脚本</translation>
    </message>
    <message>
        <source>the application launcher</source>
        <translation>应用启动器</translation>
    </message>
    <message>
        <source>macOS&apos;s network setup</source>
        <translation>macOS 网络设置</translation>
    </message>
    <message>
        <source>not supported on this system: {what} is not installed ({command} is missing)</source>
        <translation>此系统不支持：未安装{what}（缺少 {command}）</translation>
    </message>
    <message>
        <source>{what} did not answer in time</source>
        <translation>{what}未及时响应</translation>
    </message>
    <message>
        <source>{what} is not running on this computer ({detail})</source>
        <translation>{what}未在此电脑上运行（{detail}）</translation>
    </message>
    <message>
        <source>{what} refused the change ({detail})</source>
        <translation>{what}拒绝了此更改（{detail}）</translation>
    </message>
    <message>
        <source>not supported on this system: {what} on {platform}</source>
        <translation>此系统不支持：在 {platform} 上{what}</translation>
    </message>
    <message>
        <source>setting the volume</source>
        <translation>设置音量</translation>
    </message>
    <message>
        <source>muting</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>setting the brightness</source>
        <translation>设置亮度</translation>
    </message>
    <message>
        <source>switching dark mode</source>
        <translation>切换深色模式</translation>
    </message>
    <message>
        <source>switching Wi-Fi</source>
        <translation>切换 Wi-Fi</translation>
    </message>
    <message>
        <source>do-not-disturb</source>
        <translation>勿扰模式</translation>
    </message>
    <message>
        <source>opening a web browser</source>
        <translation>打开网页浏览器</translation>
    </message>
    <message>
        <source>opening applications</source>
        <translation>打开应用程序</translation>
    </message>
    <message>
        <source>not supported on this system: no backlight device (/sys/class/backlight is empty)</source>
        <translation>此系统不支持：没有背光设备（/sys/class/backlight 为空）</translation>
    </message>
    <message>
        <source>not supported on this system: macOS has no built-in command to set the display brightness</source>
        <translation>此系统不支持：macOS 没有设置屏幕亮度的内置命令</translation>
    </message>
    <message>
        <source>not supported on this system: setting the volume on Windows needs the pycaw package, which is not installed</source>
        <translation>此系统不支持：在 Windows 上设置音量需要 pycaw 软件包，但它未安装</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>无法打开 {name}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) could be saved</source>
        <translation>
            <numerusform>保住了 %Ln 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing in it could be saved</source>
        <translation>其中没有任何内容能够保住</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}; some of {tables} could not be read. The damaged file is kept as {copy}.</source>
        <translation>{file} 已损坏（{reason}）。BotPsy 已使用新的副本启动：{kept}；{tables} 中有部分内容无法读取。损坏的文件保存为 {copy}。</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}. The damaged file is kept as {copy}.</source>
        <translation>{file} 已损坏（{reason}）。BotPsy 已使用新的副本启动：{kept}。损坏的文件保存为 {copy}。</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示此帮助并退出</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>显示版本号并退出</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：错误：%(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>无效的选择：%(value)r（可选：%(choices)s）</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>缺少以下参数：%s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>无法识别的参数：%s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>需要一个参数</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>至少需要一个参数</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>最多只能有一个参数</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>选项不明确：%(option)s 可能是 %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>已忽略显式参数 %r</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>不能与参数 %s 同时使用</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>需要参数 %s 之一</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>未知命令 %(parser_name)r（可选：%(choices)s）</translation>
    </message>
    <message>
        <source>BotPsy wants to: {summary}</source>
        <translation>BotPsy 想要：{summary}</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>此操作无法撤销。</translation>
    </message>
    <message>
        <source>Account: {account}</source>
        <translation>账户：{account}</translation>
    </message>
    <message>
        <source>WARNING: this request came after reading content written by others:</source>
        <translation>警告：此请求是在读取他人撰写的内容之后提出的：</translation>
    </message>
    <message>
        <source>Approve? [y/N] </source>
        <translation>批准？[y/N] </translation>
    </message>
    <message>
        <source>y</source>
        <comment>the short yes to Approve?</comment>
        <translation>是</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the yes to Approve?</comment>
        <translation>好</translation>
    </message>
    <message>
        <source>No tools are available.</source>
        <translation>没有可用的工具。</translation>
    </message>
    <message>
        <source>--args is not valid JSON: {error}</source>
        <translation>--args 不是有效的 JSON：{error}</translation>
    </message>
    <message>
        <source>Warning: the model server is another computer reached over plain http; everything BotPsy reads is sent to it unencrypted.</source>
        <translation>警告：模型服务器是另一台通过明文 http 连接的电脑；BotPsy 读取的所有内容都会以未加密的方式发送给它。</translation>
    </message>
    <message>
        <source>line {number}: not a case ({error}); skipped</source>
        <translation>第 {number} 行：不是有效用例（{error}）；已跳过</translation>
    </message>
    <message numerus="yes">
        <source>%Ln case(s) done</source>
        <translation>
            <numerusform>已完成 %Ln 个用例</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>The words above are not the answer. What happened:</source>
        <translation>上面的文字不是回答。实际情况：</translation>
    </message>
    <message>
        <source>{app} — {model}. Empty line or Ctrl-D to quit.</source>
        <translation>{app} — {model}。输入空行或按 Ctrl-D 退出。</translation>
    </message>
    <message>
        <source>Something went wrong ({error}); the conversation goes on.</source>
        <translation>出了点问题（{error}）；对话继续。</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>usage: botpsy models add PATH.gguf</source>
        <translation>用法：botpsy models add 路径.gguf</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: yes)</source>
        <translation>已添加 {id}：{name}（{architecture}，上下文 {context}，聊天模板：有）</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: no, the built-in one will be used)</source>
        <translation>已添加 {id}：{name}（{architecture}，上下文 {context}，聊天模板：无，将使用内置模板）</translation>
    </message>
    <message>
        <source>Downloaded {id} to {path}</source>
        <translation>已将 {id} 下载到 {path}</translation>
    </message>
    <message>
        <source>No folders are allowed. Add one with `botpsy folders add PATH`.</source>
        <translation>没有允许的文件夹。请用 `botpsy folders add 路径` 添加。</translation>
    </message>
    <message>
        <source>usage: botpsy folders {action} PATH</source>
        <translation>用法：botpsy folders {action} 路径</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} 不是文件夹。</translation>
    </message>
    <message>
        <source>{path} is not an allowed folder.</source>
        <translation>{path} 不是允许的文件夹。</translation>
    </message>
    <message>
        <source>Added {path}</source>
        <translation>已添加 {path}</translation>
    </message>
    <message>
        <source>Removed {path}</source>
        <translation>已移除 {path}</translation>
    </message>
    <message>
        <source>Say which kind: {kinds}.</source>
        <translation>请说明类型：{kinds}。</translation>
    </message>
    <message>
        <source>password: give it on standard input with --password-stdin</source>
        <translation>password：请用 --password-stdin 通过标准输入提供</translation>
    </message>
    <message>
        <source>The account was not saved.</source>
        <translation>账户未保存。</translation>
    </message>
    <message>
        <source>No OS keyring could store the password ({error}). BotPsy keeps passwords only in the system keyring; start one (e.g. GNOME Keyring, KWallet) and try again.</source>
        <translation>没有系统密钥环能保存该密码（{error}）。BotPsy 只把密码保存在系统密钥环中；请启动一个（如 GNOME Keyring、KWallet）后重试。</translation>
    </message>
    <message>
        <source>Added {name}: connection tested, password stored in the keyring.</source>
        <translation>已添加 {name}：连接已测试，密码已保存在密钥环中。</translation>
    </message>
    <message>
        <source>No accounts. Add one with {commands}.</source>
        <translation>没有账户。请用 {commands} 添加。</translation>
    </message>
    <message>
        <source>No account called &apos;{name}&apos;.</source>
        <translation>没有名为 &apos;{name}&apos; 的账户。</translation>
    </message>
    <message>
        <source>{name}: no password in the keyring.</source>
        <translation>{name}：密钥环中没有密码。</translation>
    </message>
    <message>
        <source>Removed {name} (its password and any offline copy).</source>
        <translation>已移除 {name}（包括其密码和所有离线副本）。</translation>
    </message>
    <message>
        <source>No account to sync.</source>
        <translation>没有可同步的账户。</translation>
    </message>
    <message>
        <source>{kind}: {help}</source>
        <translation>{kind}：{help}</translation>
    </message>
    <message>
        <source>BotPsy: a personal assistant whose model runs on this computer. Without a command, opens the window.</source>
        <translation>BotPsy：模型在本机运行的个人助理。不带命令时打开窗口。</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// OpenAI-compatible endpoint</source>
        <translation>.gguf 文件、已安装模型的 ID，或兼容 OpenAI 的 http(s):// 端点</translation>
    </message>
    <message>
        <source>log debug messages</source>
        <translation>记录调试信息</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// endpoint</source>
        <translation>.gguf 文件、已安装模型的 ID，或 http(s):// 端点</translation>
    </message>
    <message>
        <source>model name for a remote endpoint</source>
        <translation>远程端点的模型名称</translation>
    </message>
    <message>
        <source>allow a plain-http model server on another computer (your mail and files then cross the network unencrypted)</source>
        <translation>允许另一台计算机上的明文 http 模型服务器（你的邮件和文件将以未加密方式经过网络）</translation>
    </message>
    <message>
        <source>context window in tokens</source>
        <translation>上下文窗口（token 数）</translation>
    </message>
    <message>
        <source>llama.cpp threads (default: follow the machine&apos;s load)</source>
        <translation>llama.cpp 线程数（默认：随机器负载调整）</translation>
    </message>
    <message>
        <source>grammar-constrained tool calls: lazy (default: only while a call is written), full (every token), off</source>
        <translation>受语法约束的工具调用：lazy（默认：仅在写调用时）、full（每个 token）、off</translation>
    </message>
    <message>
        <source>how the grammar is applied to a local model: llguidance (default) or llama.cpp&apos;s own GBNF sampler</source>
        <translation>本地模型如何应用语法：llguidance（默认）或 llama.cpp 自带的 GBNF 采样器</translation>
    </message>
    <message>
        <source>chat in the terminal</source>
        <translation>在终端中聊天</translation>
    </message>
    <message>
        <source>let the model think first</source>
        <translation>让模型先思考</translation>
    </message>
    <message>
        <source>the agent&apos;s policy profile (small, capable; default: the model&apos;s catalogue entry, or Settings)</source>
        <translation>智能体的策略配置（small、capable；默认：模型目录条目或设置）</translation>
    </message>
    <message>
        <source>switch a named assist or honesty policy off (repeatable)</source>
        <translation>关闭指定名称的辅助或诚实策略（可重复）</translation>
    </message>
    <message>
        <source>predict tool calls for a JSONL file (runs no tool)</source>
        <translation>为 JSONL 文件预测工具调用（不运行任何工具）</translation>
    </message>
    <message>
        <source>cases (JSONL), - for stdin</source>
        <translation>用例（JSONL），- 表示标准输入</translation>
    </message>
    <message>
        <source>predictions (JSONL), - for stdout</source>
        <translation>预测结果（JSONL），- 表示标准输出</translation>
    </message>
    <message>
        <source>the most tokens a prediction may take</source>
        <translation>每个预测最多使用的 token 数</translation>
    </message>
    <message>
        <source>no corrective second try</source>
        <translation>不做纠正性的第二次尝试</translation>
    </message>
    <message>
        <source>do not ask the model for further parallel calls</source>
        <translation>不向模型询问更多并行调用</translation>
    </message>
    <message>
        <source>list every tool with its effect class</source>
        <translation>列出每个工具及其效果类别</translation>
    </message>
    <message>
        <source>as JSON, for scripts</source>
        <translation>以 JSON 输出，供脚本使用</translation>
    </message>
    <message>
        <source>run one tool through the confirmation gate</source>
        <translation>经确认后运行一个工具</translation>
    </message>
    <message>
        <source>the tool&apos;s name (see `botpsy tools`)</source>
        <translation>工具名称（见 `botpsy tools`）</translation>
    </message>
    <message>
        <source>the arguments as a JSON object</source>
        <translation>以 JSON 对象给出的参数</translation>
    </message>
    <message>
        <source>approve exactly this call without asking</source>
        <translation>不询问，直接批准这一次调用</translation>
    </message>
    <message>
        <source>the folders the assistant may use</source>
        <translation>助理可以使用的文件夹</translation>
    </message>
    <message>
        <source>a folder (for add and remove)</source>
        <translation>一个文件夹（用于 add 和 remove）</translation>
    </message>
    <message>
        <source>mail, calendar, ... accounts: add, list, test, remove</source>
        <translation>邮件、日历等账户：add、list、test、remove</translation>
    </message>
    <message>
        <source>for add: the kind ({kinds}); for test/remove: the account name</source>
        <translation>add 时：账户类型（{kinds}）；test/remove 时：账户名称</translation>
    </message>
    <message>
        <source>for add: the new account&apos;s name</source>
        <translation>add 时：新账户的名称</translation>
    </message>
    <message>
        <source>read the password from standard input (one line) instead of asking</source>
        <translation>从标准输入读取密码（一行），不再询问</translation>
    </message>
    <message>
        <source>sync the local copies of mail and calendars now</source>
        <translation>立即同步邮件和日历的本地副本</translation>
    </message>
    <message>
        <source>one account&apos;s name (default: every account)</source>
        <translation>账户名称（默认：所有账户）</translation>
    </message>
    <message>
        <source>check this installation (no network)</source>
        <translation>检查此安装（无需网络）</translation>
    </message>
    <message>
        <source>also load this GGUF and generate a token</source>
        <translation>同时加载此 GGUF 并生成一个 token</translation>
    </message>
    <message>
        <source>list, add, pull or verify models</source>
        <translation>列出、添加、下载或校验模型</translation>
    </message>
    <message>
        <source>PATH for add, NAME for pull</source>
        <translation>add 时为路径，pull 时为名称</translation>
    </message>
    <message>
        <source>this is a bug in BotPsy, not something you did ({error}). Please report it; `botpsy --verbose {command} …` shows the details.</source>
        <translation>这是 BotPsy 的缺陷，不是你的操作造成的（{error}）。请报告它；`botpsy --verbose {command} …` 会显示详细信息。</translation>
    </message>
    <message>
        <source>There is no policy profile &apos;{profile}&apos;; choose one of {profiles}.</source>
        <extracomment>every policy, in the order the loop meets them</extracomment>
        <translation>没有名为“{profile}”的策略配置；请从 {profiles} 中选择。</translation>
    </message>
    <message>
        <source>There is no policy {names}; the policies are: {policies}.</source>
        <translation>没有策略 {names}；现有策略为：{policies}。</translation>
    </message>
    <message>
        <source>Safety policies cannot be switched off: {names}.</source>
        <translation>安全策略不能关闭：{names}。</translation>
    </message>
    <message>
        <source>The disk is full, so the last change was not saved (what was saved before is unchanged). {advice}</source>
        <extracomment>index i migrates from version i to i + 1; append only, never edit a released step.</extracomment>
        <translation>磁盘已满，最后一次更改未保存（之前保存的内容不变）。{advice}</translation>
    </message>
    <message>
        <source>No model called &apos;{name}&apos; in the catalog. Known: {known}.</source>
        <translation>目录中没有名为“{name}”的模型。已知：{known}。</translation>
    </message>
    <message>
        <source>Not enough space for {file}: it needs {needed} more, and the disk has {free} free. Nothing was downloaded; free some space and try again.</source>
        <translation>{file} 空间不足：还需要 {needed}，磁盘只剩 {free}。未下载任何内容；请腾出空间后重试。</translation>
    </message>
    <message>
        <source>huggingface_hub is missing: {error}</source>
        <translation>缺少 huggingface_hub：{error}</translation>
    </message>
    <message>
        <source>The disk is full, so {file} could not be downloaded; what arrived is kept and the download resumes there next time. {advice}</source>
        <translation>磁盘已满，{file} 无法下载；已下载的部分会保留，下次从那里继续。{advice}</translation>
    </message>
    <message>
        <source>Could not download {file} from {repository}: {error}. Check the network; a partial download resumes next time.</source>
        <translation>无法从 {repository} 下载 {file}：{error}。请检查网络；未完成的下载下次会继续。</translation>
    </message>
    <message>
        <source>{file} failed its checksum (expected {expected}…, got {actual}…); the damaged file was removed. Try again.</source>
        <translation>{file} 校验失败（应为 {expected}…，实际 {actual}…）；已删除损坏的文件。请重试。</translation>
    </message>
    <message>
        <source>No installed model is called {model}.</source>
        <translation>没有名为 {model} 的已安装模型。</translation>
    </message>
    <message>
        <source>No model &apos;{model}&apos; is installed. Run `botpsy models pull {default}` or `botpsy models add PATH.gguf`, or pass --model PATH.gguf.</source>
        <translation>模型“{model}”未安装。请运行 `botpsy models pull {default}` 或 `botpsy models add 路径.gguf`，或使用 --model 路径.gguf。</translation>
    </message>
    <message>
        <source>{file} does not exist or is not a file.</source>
        <extracomment>arrays of arrays: real files nest none; a crafted one nested 5,000 deep (60 KB) to exhaust Python&apos;s recursion (issue 26, item 6)</extracomment>
        <translation>{file} 不存在或不是文件。</translation>
    </message>
    <message>
        <source>{file} is not a GGUF model file (it does not start with &apos;GGUF&apos;). BotPsy needs a .gguf file, such as the ones `botpsy models pull` downloads.</source>
        <translation>{file} 不是 GGUF 模型文件（开头不是“GGUF”）。BotPsy 需要 .gguf 文件，例如 `botpsy models pull` 下载的文件。</translation>
    </message>
    <message>
        <source>{file} looks like a GGUF file but its header cannot be read ({error}); the file is probably damaged or incomplete.</source>
        <translation>{file} 看起来像 GGUF 文件，但无法读取其文件头（{error}）；文件可能已损坏或不完整。</translation>
    </message>
    <message>
        <source>{file} is incomplete: its tensors need {needed} bytes but the file has {size}. Download it again (downloads resume where they stopped).</source>
        <translation>{file} 不完整：其张量需要 {needed} 字节，但文件只有 {size}。请重新下载（下载会从中断处继续）。</translation>
    </message>
    <message>
        <source>{file} has no general.architecture: not a usable model.</source>
        <translation>{file} 没有 general.architecture：不是可用的模型。</translation>
    </message>
    <message>
        <source>llama.cpp could not be loaded: {error}</source>
        <translation>无法加载 llama.cpp：{error}</translation>
    </message>
    <message>
        <source>llama.cpp could not load {file}: {error}</source>
        <translation>llama.cpp 无法加载 {file}：{error}</translation>
    </message>
    <message>
        <source>{address} is not an http(s) address of a model server.</source>
        <translation>{address} 不是模型服务器的 http(s) 地址。</translation>
    </message>
    <message>
        <source>Leave credentials out of the model server&apos;s address.</source>
        <translation>请不要在模型服务器地址中包含凭据。</translation>
    </message>
    <message>
        <source>{host} is another computer and the address is plain http: your mail, files and events would cross the network unencrypted. Use https://, or say you accept that (botpsy … --insecure-http).</source>
        <translation>{host} 是另一台计算机，且地址是明文 http：你的邮件、文件和日程将以未加密方式经过网络。请使用 https://，或声明你接受这一点（botpsy … --insecure-http）。</translation>
    </message>
    <message>
        <source>The model server answered {code}: {detail}</source>
        <translation>模型服务器返回 {code}：{detail}</translation>
    </message>
    <message>
        <source>The model server at {address} is unreachable: {reason}</source>
        <translation>无法连接位于 {address} 的模型服务器：{reason}</translation>
    </message>
    <message>
        <source>the chat template refused the conversation: {message}</source>
        <translation>聊天模板拒绝了这段对话：{message}</translation>
    </message>
    <message>
        <source>the chat template is {size} characters long; a real one is far below {limit}</source>
        <translation>聊天模板长 {size} 个字符；真正的模板远小于 {limit}</translation>
    </message>
    <message>
        <source>the chat template is not valid Jinja: {error}</source>
        <translation>聊天模板不是有效的 Jinja：{error}</translation>
    </message>
    <message>
        <source>the chat template failed: {error}</source>
        <translation>聊天模板出错：{error}</translation>
    </message>
    <message>
        <source>the chat template produced {size} characters</source>
        <translation>聊天模板生成了 {size} 个字符</translation>
    </message>
    <message>
        <source>an address like https://calendar.example.com/</source>
        <translation>类似 https://calendar.example.com/ 的地址</translation>
    </message>
    <message>
        <source>leave the user name and password out of the address; give them in their own fields (the password goes to the keyring)</source>
        <translation>请从地址中去掉用户名和密码；在各自的字段中填写（密码存入密钥环）</translation>
    </message>
    <message>
        <source>use https:// (plain http only for a server on this computer)</source>
        <translation>请使用 https://（明文 http 仅限本机上的服务器）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>not an email address</source>
        <translation>不是电子邮件地址</translation>
    </message>
    <message>
        <source>must be tls or starttls</source>
        <translation>必须是 tls 或 starttls</translation>
    </message>
    <message>
        <source>plaintext is allowed only for a server on localhost, and only when you allow it</source>
        <translation>仅允许本机（localhost）上的服务器使用明文，且须你允许</translation>
    </message>
    <message>
        <source>not a port number</source>
        <translation>不是端口号</translation>
    </message>
    <message>
        <source>{kind} &apos;{label}&apos; at {when}</source>
        <translation>{kind}“{label}”：{when}</translation>
    </message>
</context>
</TS>
