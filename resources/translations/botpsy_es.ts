<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>Certificados (*.pem *.crt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Add a {kind}</source>
        <translation>Añadir una {kind}</translation>
    </message>
    <message>
        <source>Test the connection before saving.</source>
        <translation>Prueba la conexión antes de guardar.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Looking up the mail servers of this address…</source>
        <translation>Buscando los servidores de correo de esta dirección…</translation>
    </message>
    <message>
        <source>Enter the servers of your provider below.</source>
        <translation>Escribe abajo los servidores de tu proveedor.</translation>
    </message>
    <message>
        <source>BotPsy does not know this provider&apos;s servers: enter them below (your provider&apos;s help pages give them).</source>
        <translation>BotPsy no conoce los servidores de este proveedor: escríbelos abajo (las páginas de ayuda de tu proveedor los indican).</translation>
    </message>
    <message>
        <source>The suggested servers were not used: enter your provider&apos;s servers below.</source>
        <translation>No se usaron los servidores sugeridos: escribe abajo los de tu proveedor.</translation>
    </message>
    <message>
        <source>Servers filled in from {source}.</source>
        <translation>Servidores rellenados a partir de {source}.</translation>
    </message>
    <message>
        <source>Check them, then test the connection.</source>
        <translation>Revísalos y luego prueba la conexión.</translation>
    </message>
    <message>
        <source>Use these mail servers?</source>
        <translation>¿Usar estos servidores de correo?</translation>
    </message>
    <message>
        <source>{activity}  ({seconds} s)</source>
        <translation>{activity}  ({seconds} s)</translation>
    </message>
    <message>
        <source>an account with this name exists</source>
        <translation>ya existe una cuenta con este nombre</translation>
    </message>
    <message>
        <source>required</source>
        <translation>obligatorio</translation>
    </message>
    <message>
        <source>Fix the fields marked above.</source>
        <translation>Corrige los campos marcados arriba.</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Probando la conexión…</translation>
    </message>
    <message>
        <source>The connection test failed; see the marked fields.</source>
        <translation>La prueba de conexión falló; mira los campos marcados.</translation>
    </message>
    <message>
        <source>The connection works. You can save the account.</source>
        <translation>La conexión funciona. Puedes guardar la cuenta.</translation>
    </message>
    <message>
        <source>The test could not run: {error}</source>
        <translation>No se pudo ejecutar la prueba: {error}</translation>
    </message>
    <message>
        <source>No OS keyring could store the password. BotPsy keeps passwords only in the system keyring ({error}).</source>
        <translation>Ningún llavero del sistema pudo guardar la contraseña. BotPsy solo guarda contraseñas en el llavero del sistema ({error}).</translation>
    </message>
    <message>
        <source>BotPsy — {alert}</source>
        <translation>BotPsy — {alert}</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Due {moment}</source>
        <translation>Vence {moment}</translation>
    </message>
    <message numerus="yes">
        <source>Snooze %Ln min</source>
        <translation>
            <numerusform>Posponer %Ln min</numerusform>
            <numerusform>Posponer %Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snooze for %Ln minute(s)</source>
        <translation>
            <numerusform>Posponer %Ln minuto</numerusform>
            <numerusform>Posponer %Ln minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Missed while BotPsy was closed: </source>
        <translation>Perdido mientras BotPsy estaba cerrado: </translation>
    </message>
    <message>
        <source>{app} hit a bug</source>
        <translation>{app} encontró un error</translation>
    </message>
    <message>
        <source>Something unexpected went wrong. Your conversations are safe.

Details were written to:
{path}</source>
        <translation>Algo inesperado salió mal. Tus conversaciones están a salvo.

Los detalles se escribieron en:
{path}</translation>
    </message>
    <message>
        <source>Show BotPsy</source>
        <translation>Mostrar BotPsy</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nuevo chat</translation>
    </message>
    <message>
        <source>Pause sync</source>
        <translation>Pausar la sincronización</translation>
    </message>
    <message>
        <source>Quit BotPsy</source>
        <translation>Salir de BotPsy</translation>
    </message>
    <message>
        <source>Resume sync</source>
        <translation>Reanudar la sincronización</translation>
    </message>
    <message>
        <source>Sync paused: mail and calendars are not updated until you resume it.</source>
        <translation>Sincronización en pausa: el correo y los calendarios no se actualizan hasta que la reanudes.</translation>
    </message>
    <message>
        <source>Sync resumed.</source>
        <translation>Sincronización reanudada.</translation>
    </message>
    <message>
        <source>a snoozed alert</source>
        <translation>un aviso pospuesto</translation>
    </message>
    <message>
        <source>BotPsy keeps running so that {waiting} still happens. Quit from the tray icon&apos;s menu; Settings › Window turns this off.</source>
        <translation>BotPsy sigue en marcha para que {waiting} ocurra igualmente. Sal desde el menú del icono de la bandeja; Ajustes › Ventana lo desactiva.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>BotPsy is still running</source>
        <translation>BotPsy sigue en marcha</translation>
    </message>
    <message>
        <source>{account} can be reached again, and the local copy is up to date.</source>
        <extracomment>how often the accounts are synced when all is well the first retry after a failed sync; each further failure doubles it, up to INTERVAL_MS an account that has failed every sync for this long, and at least LONG_OUTAGE_SYNCS times in a row, is told to the user once (and again when it is back): offline for a few minutes is normal on a laptop, a server that refuses for half an hour is worth knowing about</extracomment>
        <translation>{account} vuelve a estar accesible, y la copia local está al día.</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>Correo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new message(s)</source>
        <translation>
            <numerusform>%Ln mensaje nuevo</numerusform>
            <numerusform>%Ln mensajes nuevos</numerusform>
        </translation>
    </message>
    <message>
        <source>BotPsy has not reached {account} for {minutes} minutes. It keeps trying and uses the local copy meanwhile. The last error: {error}</source>
        <translation>BotPsy no ha podido conectar con {account} desde hace {minutes} minutos. Sigue intentándolo y mientras tanto usa la copia local. El último error: {error}</translation>
    </message>
    <message>
        <source>Some of BotPsy&apos;s data was damaged</source>
        <translation>Algunos datos de BotPsy estaban dañados</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Cargando el modelo…</translation>
    </message>
    <message>
        <source>No model chosen — open Settings</source>
        <translation>Ningún modelo elegido: abre los Ajustes</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Ajustes no guardados</translation>
    </message>
    <message>
        <source>{error} Your new settings apply until BotPsy quits; change a setting again once there is space to keep them.</source>
        <translation>{error} Tus nuevos ajustes se aplican hasta que cierres BotPsy; vuelve a cambiar un ajuste cuando haya espacio para conservarlos.</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new account</source>
        <translation>Preparando BotPsy para tu nueva cuenta</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new settings</source>
        <translation>Preparando BotPsy para tus nuevos ajustes</translation>
    </message>
    <message>
        <source>BotPsy could not change starting at login: {error}</source>
        <translation>BotPsy no pudo cambiar el inicio al iniciar sesión: {error}</translation>
    </message>
    <message>
        <source>BotPsy is already running but does not answer. Close it (or end it in your task manager), then start BotPsy again.</source>
        <translation>BotPsy ya está en marcha pero no responde. Ciérralo (o termínalo en el administrador de tareas) y vuelve a iniciar BotPsy.</translation>
    </message>
    <message>
        <source>BotPsy cannot open its data:
{error}</source>
        <translation>BotPsy no puede abrir sus datos:
{error}</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Propuesto</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Esperándote</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Aprobado</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Denegado</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Not valid</source>
        <translation>No válido</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Already done</source>
        <translation>Ya hecho</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrumpido</translation>
    </message>
    <message numerus="yes">
        <source>Show more (%Ln character(s))</source>
        <translation>
            <numerusform>Mostrar más (%Ln carácter)</numerusform>
            <numerusform>Mostrar más (%Ln caracteres)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Tu mensaje</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>Mostrar más</translation>
    </message>
    <message>
        <source>Show the whole message</source>
        <translation>Mostrar el mensaje completo</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy your message</source>
        <translation>Copiar tu mensaje</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Edit and send again</source>
        <translation>Editar y volver a enviar</translation>
    </message>
    <message>
        <source>Show less</source>
        <translation>Mostrar menos</translation>
    </message>
    <message>
        <source>Copy this code</source>
        <translation>Copiar este código</translation>
    </message>
    <message>
        <source>code</source>
        <translation>código</translation>
    </message>
    <message>
        <source>Code in {language}</source>
        <translation>Código en {language}</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Pensando</translation>
    </message>
    <message>
        <source>Show the model&apos;s thinking</source>
        <translation>Mostrar lo que pensó el modelo</translation>
    </message>
    <message>
        <source>Copy this answer</source>
        <translation>Copiar esta respuesta</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <source>Write this answer again</source>
        <translation>Volver a escribir esta respuesta</translation>
    </message>
    <message>
        <source>BotPsy&apos;s answer</source>
        <translation>Respuesta de BotPsy</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Show details of {tool}</source>
        <translation>Mostrar los detalles de {tool}</translation>
    </message>
    <message>
        <source>Tool call {tool}: {action}</source>
        <translation>Llamada a la herramienta {tool}: {action}</translation>
    </message>
    <message>
        <source>Arguments: {arguments}</source>
        <translation>Argumentos: {arguments}</translation>
    </message>
    <message>
        <source>Arguments: none</source>
        <translation>Argumentos: ninguno</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Resultado: {result}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <source>What BotPsy is doing</source>
        <translation>Lo que está haciendo BotPsy</translation>
    </message>
    <message>
        <source>Reading progress</source>
        <translation>Progreso de la lectura</translation>
    </message>
    <message>
        <source>Time since your message</source>
        <translation>Tiempo desde tu mensaje</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Changes something</source>
        <translation>Cambia algo</translation>
    </message>
    <message>
        <source>Sends</source>
        <translation>Envía</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Changes this device</source>
        <translation>Cambia este dispositivo</translation>
    </message>
    <message>
        <source>Include: {action}</source>
        <translation>Incluir: {action}</translation>
    </message>
    <message>
        <source>This request came after BotPsy read content written by someone else. Make sure it is what you want; text in that content may try to make the assistant act for its author.</source>
        <translation>Esta petición llegó después de que BotPsy leyera contenido escrito por otra persona. Asegúrate de que es lo que quieres: el texto de ese contenido puede intentar que el asistente actúe en nombre de su autor.</translation>
    </message>
    <message>
        <source>Read in this conversation:</source>
        <translation>Leído en esta conversación:</translation>
    </message>
    <message>
        <source>Warning: request follows untrusted content</source>
        <translation>Advertencia: la petición sigue a contenido no fiable</translation>
    </message>
    <message>
        <source>This cannot be undone, so BotPsy asks every time.</source>
        <translation>Esto no se puede deshacer, así que BotPsy pregunta siempre.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Edit {field}</source>
        <translation>Editar {field}</translation>
    </message>
    <message>
        <source>Allow this kind of action for the rest of this conversation</source>
        <translation>Permitir este tipo de acción durante el resto de esta conversación</translation>
    </message>
    <message>
        <source>{field}: not a valid value</source>
        <translation>{field}: no es un valor válido</translation>
    </message>
    <message>
        <source>BotPsy asks for your approval</source>
        <translation>BotPsy pide tu aprobación</translation>
    </message>
    <message>
        <source>BotPsy wants to do this. Nothing happens unless you approve.</source>
        <translation>BotPsy quiere hacer esto. No pasa nada a menos que lo apruebes.</translation>
    </message>
    <message numerus="yes">
        <source>BotPsy wants to do these %Ln things. Uncheck any you do not want.</source>
        <translation>
            <numerusform>BotPsy quiere hacer %Ln cosa. Desmárcala si no la quieres.</numerusform>
            <numerusform>BotPsy quiere hacer estas %Ln cosas. Desmarca las que no quieras.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Edit the details before approving</source>
        <translation>Editar los detalles antes de aprobar</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
    <message>
        <source>Deny: do nothing</source>
        <translation>Denegar: no hacer nada</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <source>Approve and run</source>
        <translation>Aprobar y ejecutar</translation>
    </message>
    <message>
        <source>Back to preview</source>
        <translation>Volver a la vista previa</translation>
    </message>
    <message>
        <source>Approve edited</source>
        <translation>Aprobar lo editado</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>no válido</translation>
    </message>
    <message>
        <source>{day} (all day)</source>
        <extracomment>how a moment is written around the locale&apos;s own date and time</extracomment>
        <translation>{day} (todo el día)</translation>
    </message>
    <message>
        <source>{day}, {time}</source>
        <translation>{day}, {time}</translation>
    </message>
    <message>
        <source>{day} {time}</source>
        <translation>{day} a las {time}</translation>
    </message>
    <message>
        <source>ddd d MMM</source>
        <extracomment>how a card writes a day near the one it was written on (QLocale date formats, which a translation may reorder: &quot;ddd d. MMM&quot; in German)</extracomment>
        <translation>ddd d MMM</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>today</source>
        <translation>hoy</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>mañana</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>ayer</translation>
    </message>
    <message>
        <source>{done} of {total} MB</source>
        <translation>{done} de {total} MB</translation>
    </message>
    <message>
        <source>The model is not loaded (the status bar says why): choose another one in Settings, or check its file.</source>
        <translation>El modelo no está cargado (la barra de estado dice por qué): elige otro en los Ajustes o revisa su archivo.</translation>
    </message>
    <message>
        <source>This request changed something (see the Action journal), so it cannot be rewritten: send a new message instead.</source>
        <translation>Esta petición cambió algo (mira el registro de acciones), así que no se puede reescribir: envía un mensaje nuevo.</translation>
    </message>
    <message>
        <source>The messages above were set aside to keep this conversation going: BotPsy no longer sees them.</source>
        <translation>Los mensajes de arriba se apartaron para que esta conversación pueda seguir: BotPsy ya no los ve.</translation>
    </message>
    <message numerus="yes">
        <source>This conversation grew longer than BotPsy can read at once, so it set aside the oldest %Ln exchange(s). They stay here for you to read; BotPsy no longer sees them.</source>
        <translation>
            <numerusform>Esta conversación se hizo más larga de lo que BotPsy puede leer de una vez, así que apartó el intercambio más antiguo (%Ln). Sigue aquí para que lo leas; BotPsy ya no lo ve.</numerusform>
            <numerusform>Esta conversación se hizo más larga de lo que BotPsy puede leer de una vez, así que apartó los %Ln intercambios más antiguos. Siguen aquí para que los leas; BotPsy ya no los ve.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading your message</source>
        <translation>Leyendo tu mensaje</translation>
    </message>
    <message>
        <source>+  New chat</source>
        <translation>+  Nuevo chat</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Buscar en las conversaciones</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Borrar la búsqueda</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>Action journal</source>
        <translation>Registro de acciones</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Ask BotPsy anything — “find the PDF about the lease in my Documents”, “draft a note to Sam”. You approve every change.</source>
        <translation>Pregúntale a BotPsy lo que quieras: «busca el PDF del contrato de alquiler en mis Documentos», «redacta una nota para Sam». Tú apruebas cada cambio.</translation>
    </message>
    <message>
        <source>Message BotPsy  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Mensaje para BotPsy  (Intro para enviar, Mayús+Intro para una línea nueva)</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Send message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop generating</source>
        <translation>Detener la generación</translation>
    </message>
    <message>
        <source>No model</source>
        <translation>Sin modelo</translation>
    </message>
    <message>
        <source>Go to the message box</source>
        <translation>Ir al cuadro de mensaje</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <source>Text at normal size</source>
        <translation>Texto a tamaño normal</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>{what}  ({keys})</source>
        <translation>{what}  ({keys})</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Nueva línea en el mensaje</translation>
    </message>
    <message>
        <source>Move between controls</source>
        <translation>Moverse entre los controles</translation>
    </message>
    <message>
        <source>{what}: {keys}</source>
        <translation>{what}: {keys}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Text size {percent}</source>
        <translation>Tamaño del texto {percent}</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Cambiar el nombre de la conversación</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Eliminar la conversación</translation>
    </message>
    <message>
        <source>Delete “{title}”?</source>
        <translation>¿Eliminar «{title}»?</translation>
    </message>
    <message>
        <source>No model is chosen yet: choose one in Settings.</source>
        <translation>Todavía no hay ningún modelo elegido: elige uno en los Ajustes.</translation>
    </message>
    <message>
        <source>Waiting for the model to load… {detail}</source>
        <translation>Esperando a que cargue el modelo… {detail}</translation>
    </message>
    <message>
        <source>{activity}…</source>
        <translation>{activity}…</translation>
    </message>
    <message>
        <source>{error} Your message was not sent; it is back in the box below.</source>
        <translation>{error} Tu mensaje no se envió; está de vuelta en el cuadro de abajo.</translation>
    </message>
    <message>
        <source>A new conversation could not be started: {error}</source>
        <translation>No se pudo empezar una conversación nueva: {error}</translation>
    </message>
    <message>
        <source>Stopped. Your message was not sent.</source>
        <translation>Detenido. Tu mensaje no se envió.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <source>{activity} {percent}</source>
        <translation>{activity} {percent}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Escribiendo…</translation>
    </message>
    <message>
        <source>Preparing: {action}</source>
        <translation>Preparando: {action}</translation>
    </message>
    <message>
        <source>Waiting for you: {action}</source>
        <translation>Esperándote: {action}</translation>
    </message>
    <message>
        <source>Running: {action}</source>
        <translation>Ejecutando: {action}</translation>
    </message>
    <message>
        <source>Going on without it…</source>
        <translation>Siguiendo sin ello…</translation>
    </message>
    <message>
        <source>Reading the result</source>
        <translation>Leyendo el resultado</translation>
    </message>
    <message>
        <source>Reading the result…</source>
        <translation>Leyendo el resultado…</translation>
    </message>
    <message>
        <source>{speed} tokens/s</source>
        <translation>{speed} tokens/s</translation>
    </message>
    <message>
        <source>context {used} / {total}</source>
        <translation>contexto {used} / {total}</translation>
    </message>
    <message>
        <source>{error} This conversation stays in the window and is saved with your next message.</source>
        <translation>{error} Esta conversación sigue en la ventana y se guardará con tu próximo mensaje.</translation>
    </message>
    <message>
        <source>This conversation could not be saved: {error}</source>
        <translation>No se pudo guardar esta conversación: {error}</translation>
    </message>
    <message>
        <source>Model not loaded</source>
        <translation>Modelo no cargado</translation>
    </message>
    <message>
        <source>The model could not be loaded: {detail}</source>
        <translation>No se pudo cargar el modelo: {detail}</translation>
    </message>
    <message>
        <source>Your message was not sent: there is no model to read it.</source>
        <translation>Tu mensaje no se envió: no hay ningún modelo que lo lea.</translation>
    </message>
    <message>
        <source>from the catalog</source>
        <translation>del catálogo</translation>
    </message>
    <message>
        <source>your file</source>
        <translation>tu archivo</translation>
    </message>
    <message>
        <source>file missing</source>
        <translation>falta el archivo</translation>
    </message>
    <message>
        <source>Download cancelled; it resumes where it stopped next time.</source>
        <translation>Descarga cancelada; la próxima vez sigue donde se quedó.</translation>
    </message>
    <message>
        <source>Download failed: {error}</source>
        <translation>La descarga falló: {error}</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Modelos instalados</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>Usar este modelo</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Check that the file is whole (as downloaded)</source>
        <translation>Comprobar que el archivo está completo (tal como se descargó)</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modelo para descargar</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Cancelar la descarga</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Progreso de la descarga</translation>
    </message>
    <message>
        <source>The installed models could not be read: {error}</source>
        <translation>No se pudieron leer los modelos instalados: {error}</translation>
    </message>
    <message>
        <source>Every catalog model is installed</source>
        <translation>Todos los modelos del catálogo están instalados</translation>
    </message>
    <message>
        <source>{model} will be used once you save.</source>
        <translation>{model} se usará en cuanto guardes.</translation>
    </message>
    <message>
        <source>Checking {model}…</source>
        <translation>Comprobando {model}…</translation>
    </message>
    <message>
        <source>{model}: the file is whole.</source>
        <translation>{model}: el archivo está completo.</translation>
    </message>
    <message>
        <source>This model is in use: choose another one first.</source>
        <translation>Este modelo está en uso: elige otro primero.</translation>
    </message>
    <message>
        <source>Remove {model}? Its downloaded file ({size}) is deleted.</source>
        <translation>¿Quitar {model}? Se eliminará su archivo descargado ({size}).</translation>
    </message>
    <message>
        <source>Remove {model} from the list? The file stays where it is.</source>
        <translation>¿Quitar {model} de la lista? El archivo se queda donde está.</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Quitar el modelo</translation>
    </message>
    <message>
        <source>Removed {model} and deleted its file.</source>
        <translation>Se quitó {model} y se eliminó su archivo.</translation>
    </message>
    <message>
        <source>Removed {model}.</source>
        <translation>Se quitó {model}.</translation>
    </message>
    <message>
        <source>Downloading… you can cancel and resume later.</source>
        <translation>Descargando… puedes cancelar y reanudar más tarde.</translation>
    </message>
    <message>
        <source>Downloaded and verified: {file}.</source>
        <translation>Descargado y verificado: {file}.</translation>
    </message>
    <message>
        <source>BotPsy can only see and change files inside these folders.</source>
        <translation>BotPsy solo puede ver y cambiar archivos dentro de estas carpetas.</translation>
    </message>
    <message>
        <source>Allowed folders</source>
        <translation>Carpetas permitidas</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Allow a folder</source>
        <translation>Permitir una carpeta</translation>
    </message>
    <message>
        <source>Model file (GGUF)</source>
        <translation>Archivo del modelo (GGUF)</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Archivo del modelo</translation>
    </message>
    <message>
        <source>No model chosen</source>
        <translation>Ningún modelo elegido</translation>
    </message>
    <message>
        <source>Let the model think before answering (slower, sometimes better)</source>
        <translation>Dejar que el modelo piense antes de responder (más lento, a veces mejor)</translation>
    </message>
    <message>
        <source>Assistant rules:</source>
        <translation>Reglas del asistente:</translation>
    </message>
    <message>
        <source>Automatic (from the model)</source>
        <translation>Automático (según el modelo)</translation>
    </message>
    <message>
        <source>For small models (more help from the app)</source>
        <translation>Para modelos pequeños (más ayuda de la aplicación)</translation>
    </message>
    <message>
        <source>For capable models (the model&apos;s own answers)</source>
        <translation>Para modelos capaces (las respuestas propias del modelo)</translation>
    </message>
    <message>
        <source>Assistant rules</source>
        <translation>Reglas del asistente</translation>
    </message>
    <message>
        <source>Which of the app&apos;s rules help the model. Safety rules always apply.</source>
        <translation>Qué reglas de la aplicación ayudan al modelo. Las reglas de seguridad se aplican siempre.</translation>
    </message>
    <message>
        <source>Run the welcome guide again…</source>
        <translation>Volver a abrir la guía de bienvenida…</translation>
    </message>
    <message>
        <source>Run the welcome guide again</source>
        <translation>Volver a abrir la guía de bienvenida</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Carpetas</translation>
    </message>
    <message>
        <source>Mail and calendar accounts. Passwords are kept in your system&apos;s keyring, never in BotPsy&apos;s files. BotPsy works without any account.</source>
        <translation>Cuentas de correo y de calendario. Las contraseñas se guardan en el llavero de tu sistema, nunca en los archivos de BotPsy. BotPsy funciona sin ninguna cuenta.</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Cuentas</translation>
    </message>
    <message>
        <source>Add {kind}…</source>
        <translation>Añadir {kind}…</translation>
    </message>
    <message>
        <source>Allow a password store that is not the system keyring (not recommended)</source>
        <translation>Permitir un almacén de contraseñas que no sea el llavero del sistema (no recomendado)</translation>
    </message>
    <message>
        <source>Allow a plaintext password store</source>
        <translation>Permitir un almacén de contraseñas en texto plano</translation>
    </message>
    <message>
        <source>Only for computers without a keyring. Passwords would sit in a file that anyone who can read your files (a backup, another program, someone at this computer) can read in the clear.</source>
        <translation>Solo para ordenadores sin llavero. Las contraseñas estarían en un archivo que cualquiera que pueda leer tus archivos (una copia de seguridad, otro programa, alguien en este ordenador) puede leer en claro.</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Igual que el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>A new language shows when BotPsy starts again.</source>
        <translation>Un idioma nuevo se muestra cuando BotPsy vuelve a iniciarse.</translation>
    </message>
    <message>
        <source>When the window closes</source>
        <translation>Cuando se cierra la ventana</translation>
    </message>
    <message>
        <source>Keep BotPsy running in the tray while timers, reminders or mail to send are waiting</source>
        <translation>Mantener BotPsy en la bandeja mientras esperan temporizadores, recordatorios o correos por enviar</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Seguir en la bandeja</translation>
    </message>
    <message>
        <source>Start BotPsy when I log in</source>
        <translation>Iniciar BotPsy al iniciar sesión</translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation>Iniciar al iniciar sesión</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>Default calendar</source>
        <translation>Calendario predeterminado</translation>
    </message>
    <message>
        <source>The first calendar of my account</source>
        <translation>El primer calendario de mi cuenta</translation>
    </message>
    <message>
        <source>New events go to</source>
        <translation>Los eventos nuevos van a</translation>
    </message>
    <message>
        <source>Working hours start</source>
        <translation>Inicio de la jornada</translation>
    </message>
    <message>
        <source>Working hours end</source>
        <translation>Fin de la jornada</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Working hours</source>
        <translation>Horario laboral</translation>
    </message>
    <message>
        <source>Working days</source>
        <translation>Días laborables</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Zona horaria</translation>
    </message>
    <message>
        <source>The system&apos;s time zone</source>
        <translation>La zona horaria del sistema</translation>
    </message>
    <message>
        <source>Free-time search proposes slots inside your working hours. Times you give without a zone are in this time zone.</source>
        <translation>La búsqueda de tiempo libre propone huecos dentro de tu horario laboral. Las horas que indiques sin zona están en esta zona horaria.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>No se añadió: {error}</translation>
    </message>
    <message>
        <source>Processor threads:</source>
        <translation>Hilos del procesador:</translation>
    </message>
    <message>
        <source>Automatic: follows how busy the computer is</source>
        <translation>Automático: sigue lo ocupado que está el ordenador</translation>
    </message>
    <message>
        <source>(now {generating} generating, {reading} reading)</source>
        <translation>(ahora {generating} generando, {reading} leyendo)</translation>
    </message>
    <message>
        <source>{count} (always)</source>
        <translation>{count} (siempre)</translation>
    </message>
    <message>
        <source>Processor threads</source>
        <translation>Hilos del procesador</translation>
    </message>
    <message>
        <source>Automatic uses fewer threads while other programs keep the processor busy, and more when it is free again. Saving loads the model again with the new choice.</source>
        <translation>El modo automático usa menos hilos mientras otros programas ocupan el procesador, y más cuando vuelve a estar libre. Al guardar, el modelo se carga de nuevo con la nueva elección.</translation>
    </message>
    <message>
        <source>Choose a model</source>
        <translation>Elegir un modelo</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <source>Welcome to BotPsy</source>
        <translation>Te damos la bienvenida a BotPsy</translation>
    </message>
    <message>
        <source>BotPsy runs its model on this computer: your mail, calendar and files never leave it. First, choose the model.</source>
        <translation>BotPsy ejecuta su modelo en este ordenador: tu correo, tu calendario y tus archivos nunca salen de él. Primero, elige el modelo.</translation>
    </message>
    <message>
        <source>Download BotPsy  ({size})</source>
        <translation>Descargar BotPsy  ({size})</translation>
    </message>
    <message>
        <source>Download {model}</source>
        <translation>Descargar {model}</translation>
    </message>
    <message>
        <source>Downloads resume if interrupted, and are checked before use.</source>
        <translation>Las descargas se reanudan si se interrumpen y se comprueban antes de usarlas.</translation>
    </message>
    <message>
        <source>Use a GGUF file on this computer…</source>
        <translation>Usar un archivo GGUF de este ordenador…</translation>
    </message>
    <message>
        <source>Model: {model}</source>
        <translation>Modelo: {model}</translation>
    </message>
    <message>
        <source>Folders BotPsy may use</source>
        <translation>Carpetas que BotPsy puede usar</translation>
    </message>
    <message>
        <source>Accounts (optional)</source>
        <translation>Cuentas (opcional)</translation>
    </message>
    <message>
        <source>Connect a mail account now, or later in Settings. BotPsy is useful without any: it can work with your files and answer questions. Whatever it proposes to change, you approve first.</source>
        <translation>Conecta una cuenta de correo ahora, o más tarde en los Ajustes. BotPsy es útil sin ninguna: puede trabajar con tus archivos y responder preguntas. Todo lo que proponga cambiar lo apruebas tú primero.</translation>
    </message>
    <message>
        <source>Add a {kind}…</source>
        <translation>Añadir una {kind}…</translation>
    </message>
    <message>
        <source>Step of the guide</source>
        <translation>Paso de la guía</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Paso {step} de {steps}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Not used: {error}</source>
        <translation>No se usó: {error}</translation>
    </message>
    <message>
        <source>Downloaded and verified.</source>
        <translation>Descargado y verificado.</translation>
    </message>
    <message>
        <source>Added: {accounts}</source>
        <translation>Añadidas: {accounts}</translation>
    </message>
    <message>
        <source>Approved (edited)</source>
        <translation>Aprobado (editado)</translation>
    </message>
    <message>
        <source>Allowed for this conversation</source>
        <translation>Permitido para esta conversación</translation>
    </message>
    <message>
        <source>Denied (stopped)</source>
        <translation>Denegado (detenido)</translation>
    </message>
    <message>
        <source>Denied (too many edits)</source>
        <translation>Denegado (demasiadas ediciones)</translation>
    </message>
    <message>
        <source>Denied (declined)</source>
        <translation>Denegado (por ti)</translation>
    </message>
    <message>
        <source>Denied (unchecked)</source>
        <translation>Denegado (sin marcar)</translation>
    </message>
    <message>
        <source>Denied (timeout)</source>
        <translation>Denegado (tiempo agotado)</translation>
    </message>
    <message>
        <source>Denied (shutdown)</source>
        <translation>Denegado (al cerrar)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>After reading</source>
        <translation>Tras leer</translation>
    </message>
    <message>
        <source>Everything BotPsy proposed to change, what you decided, and what happened.</source>
        <translation>Todo lo que BotPsy propuso cambiar, lo que decidiste y lo que pasó.</translation>
    </message>
    <message>
        <source>Preparing BotPsy for its tools</source>
        <extracomment>stores the user&apos;s words before the model runs (on the worker&apos;s thread, never the GUI&apos;s), after the messages a new conversation starts with (its argument): a task the app does not live to finish keeps them (Store.append_sent) stores the finished task&apos;s entries and set-aside count, on the worker&apos;s thread, before the window hears the task ended (so what it shows as finished is stored)</extracomment>
        <translation>Preparando BotPsy para sus herramientas</translation>
    </message>
    <message>
        <source>Loading the model… {percent}</source>
        <translation>Cargando el modelo… {percent}</translation>
    </message>
    <message>
        <source>{activity} — one time… {percent}</source>
        <translation>{activity} (solo una vez)… {percent}</translation>
    </message>
    <message>
        <source>No model is loaded yet. Choose one in Settings.</source>
        <translation>Todavía no hay ningún modelo cargado. Elige uno en los Ajustes.</translation>
    </message>
    <message>
        <source>calendar account (CalDAV)</source>
        <translation>cuenta de calendario (CalDAV)</translation>
    </message>
    <message>
        <source>Account name</source>
        <translation>Nombre de la cuenta</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>the server, or just https://host</source>
        <translation>el servidor, o solo https://host</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Extra CA (optional)</source>
        <translation>Autoridad de certificación adicional (opcional)</translation>
    </message>
    <message>
        <source>trust one extra CA (PEM)</source>
        <translation>confiar en una autoridad de certificación adicional (PEM)</translation>
    </message>
    <message>
        <source>Looking for calendars at {url}…</source>
        <translation>Buscando calendarios en {url}…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unchanged</source>
        <translation>
            <numerusform>%Ln sin cambios</numerusform>
            <numerusform>%Ln sin cambios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fetched</source>
        <translation>
            <numerusform>%Ln descargado</numerusform>
            <numerusform>%Ln descargados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln removed</source>
        <translation>
            <numerusform>%Ln eliminado</numerusform>
            <numerusform>%Ln eliminados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln queued change(s) sent</source>
        <translation>
            <numerusform>%Ln cambio pendiente enviado</numerusform>
            <numerusform>%Ln cambios pendientes enviados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <translation>
            <numerusform>%Ln petición</numerusform>
            <numerusform>%Ln peticiones</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} at {time} ({day})</source>
        <translation>{title} a las {time} ({day})</translation>
    </message>
    <message>
        <source>TLS (recommended)</source>
        <translation>TLS (recomendado)</translation>
    </message>
    <message>
        <source>mail account</source>
        <translation>cuenta de correo</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Dirección de correo</translation>
    </message>
    <message>
        <source>Password or app password</source>
        <translation>Contraseña o contraseña de aplicación</translation>
    </message>
    <message>
        <source>Username (if not the address)</source>
        <translation>Usuario (si no es la dirección)</translation>
    </message>
    <message>
        <source>IMAP server</source>
        <translation>Servidor IMAP</translation>
    </message>
    <message>
        <source>IMAP port</source>
        <translation>Puerto IMAP</translation>
    </message>
    <message>
        <source>IMAP security</source>
        <translation>Seguridad IMAP</translation>
    </message>
    <message>
        <source>SMTP server</source>
        <translation>Servidor SMTP</translation>
    </message>
    <message>
        <source>SMTP port</source>
        <translation>Puerto SMTP</translation>
    </message>
    <message>
        <source>SMTP security</source>
        <translation>Seguridad SMTP</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln nuevo</numerusform>
            <numerusform>%Ln nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flag change(s)</source>
        <translation>
            <numerusform>%Ln cambio de marca</numerusform>
            <numerusform>%Ln cambios de marca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln send(s) whose answer was lost found in Sent: sent</source>
        <translation>
            <numerusform>%Ln envío sin respuesta del servidor encontrado en Enviados: enviado</numerusform>
            <numerusform>%Ln envíos sin respuesta del servidor encontrados en Enviados: enviados</numerusform>
        </translation>
    </message>
    <message>
        <source>resynced {folders}</source>
        <translation>resincronizado: {folders}</translation>
    </message>
    <message>
        <source>Accepted</source>
        <extracomment>an answer as the card says it (the mail that goes out says itip.ANSWER_WORDS, in English)</extracomment>
        <translation>Aceptada</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Rechazada</translation>
    </message>
    <message>
        <source>Tentative</source>
        <translation>Provisional</translation>
    </message>
    <message>
        <source>Accepted; told {organizer}</source>
        <extracomment>a card&apos;s line for each answer to an invitation</extracomment>
        <translation>Aceptada; avisado {organizer}</translation>
    </message>
    <message>
        <source>Declined; told {organizer}</source>
        <translation>Rechazada; avisado {organizer}</translation>
    </message>
    <message>
        <source>Tentative; told {organizer}</source>
        <translation>Provisional; avisado {organizer}</translation>
    </message>
    <message>
        <source>Invitations go out by mail: add a mail account in Settings first.</source>
        <translation>Las invitaciones se envían por correo: añade primero una cuenta de correo en Ajustes.</translation>
    </message>
    <message>
        <source>No password is stored for {account}; add it in Settings.</source>
        <translation>No hay ninguna contraseña guardada para {account}; añádela en Ajustes.</translation>
    </message>
    <message>
        <source>Invited</source>
        <translation>Invitados</translation>
    </message>
    <message>
        <source>{what} goes out by mail from {address} to every attendee</source>
        <translation>{what} se envía por correo desde {address} a cada asistente</translation>
    </message>
    <message>
        <source>Email {id} carries no invitation (no calendar part).</source>
        <translation>El correo {id} no contiene ninguna invitación (no tiene parte de calendario).</translation>
    </message>
    <message>
        <source>This email is an answer to an invitation, not an invitation.</source>
        <translation>Este correo es una respuesta a una invitación, no una invitación.</translation>
    </message>
    <message>
        <source>Took &apos;{title}&apos; out (it was cancelled)</source>
        <translation>Se quitó &apos;{title}&apos; (se canceló)</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; was not in the calendar</source>
        <translation>&apos;{title}&apos; no estaba en el calendario</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, no time</source>
        <translation>«{title}», sin hora</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, {when}</source>
        <translation>«{title}», {when}</translation>
    </message>
    <message>
        <source>Accept the invitation in email #{id}</source>
        <translation>Aceptar la invitación del correo n.º {id}</translation>
    </message>
    <message>
        <source>Decline the invitation in email #{id}</source>
        <translation>Rechazar la invitación del correo n.º {id}</translation>
    </message>
    <message>
        <source>Tentatively accept the invitation in email #{id}</source>
        <translation>Aceptar provisionalmente la invitación del correo n.º {id}</translation>
    </message>
    <message>
        <source>Answer the invitation in email #{id}</source>
        <translation>Responder a la invitación del correo n.º {id}</translation>
    </message>
    <message>
        <source>Organiser (from the invitation)</source>
        <translation>Organizador (según la invitación)</translation>
    </message>
    <message>
        <source>Sent by</source>
        <translation>Enviado por</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a sender</comment>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Deletes your event {event}</source>
        <translation>Elimina tu evento {event}</translation>
    </message>
    <message>
        <source>Nothing to take out: it is not in your calendar</source>
        <translation>Nada que quitar: no está en tu calendario</translation>
    </message>
    <message>
        <source>Cancelled event</source>
        <translation>Evento cancelado</translation>
    </message>
    <message>
        <source>Not added (declined)</source>
        <translation>No añadido (rechazado)</translation>
    </message>
    <message>
        <source>Replaces your event {event}</source>
        <translation>Sustituye tu evento {event}</translation>
    </message>
    <message>
        <source>Keeps your event {event} as it is, with your new answer</source>
        <translation>Deja tu evento {event} como está, con tu nueva respuesta</translation>
    </message>
    <message>
        <source>Added to {calendar}</source>
        <translation>Añadido a {calendar}</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>{start} – {end}</source>
        <translation>{start} – {end}</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <source>&apos;{subject}&apos; goes out by mail from {address} to {organiser}</source>
        <translation>«{subject}» se envía por correo desde {address} a {organiser}</translation>
    </message>
    <message>
        <source>on {date}</source>
        <extracomment>the to-do tools come only when the user speaks of tasks (app/agent/routing.py): beside the event tools, a small model lists tasks for &quot;what do I have tomorrow?&quot;</extracomment>
        <translation>el {date}</translation>
    </message>
    <message numerus="yes">
        <source>for %Ln day(s) from {start}</source>
        <translation>
            <numerusform>durante %Ln día desde {start}</numerusform>
            <numerusform>durante %Ln días desde {start}</numerusform>
        </translation>
    </message>
    <message>
        <source>{day} {start}–{end}</source>
        <translation>{day} {start}–{end}</translation>
    </message>
    <message>
        <source>from {start} to {end}</source>
        <translation>de {start} a {end}</translation>
    </message>
    <message>
        <source>{day} was read as the whole day</source>
        <translation>{day} se leyó como el día entero</translation>
    </message>
    <message>
        <source>The end of the range must be after its start</source>
        <translation>El final del intervalo debe ser posterior a su inicio</translation>
    </message>
    <message>
        <source>Ask for at most a year at a time.</source>
        <translation>Pide como mucho un año cada vez.</translation>
    </message>
    <message>
        <source>{summary} (offline)</source>
        <translation>{summary} (sin conexión)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln evento</numerusform>
            <numerusform>%Ln eventos</numerusform>
        </translation>
    </message>
    <message>
        <source>List events {span} in {calendar}</source>
        <translation>Listar los eventos {span} en {calendar}</translation>
    </message>
    <message>
        <source>List events {span}</source>
        <translation>Listar los eventos {span}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free slot(s)</source>
        <translation>
            <numerusform>%Ln hueco libre</numerusform>
            <numerusform>%Ln huecos libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Find {minutes} free minutes {span}</source>
        <translation>Buscar {minutes} minutos libres {span}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln task(s)</source>
        <translation>
            <numerusform>%Ln tarea</numerusform>
            <numerusform>%Ln tareas</numerusform>
        </translation>
    </message>
    <message>
        <source>List tasks (completed too)</source>
        <translation>Listar las tareas (también las completadas)</translation>
    </message>
    <message>
        <source>List tasks</source>
        <translation>Listar las tareas</translation>
    </message>
    <message>
        <source>{search} {detail}</source>
        <translation>{search} {detail}</translation>
    </message>
    <message>
        <source>in {folder}</source>
        <translation>en {folder}</translation>
    </message>
    <message>
        <source>Give the event a title.</source>
        <translation>Ponle un título al evento.</translation>
    </message>
    <message>
        <source>duration_minutes must be 1 or more.</source>
        <translation>duration_minutes debe ser 1 o más.</translation>
    </message>
    <message>
        <source>reminder_minutes must be 0 to {most} (four weeks).</source>
        <translation>reminder_minutes debe estar entre 0 y {most} (cuatro semanas).</translation>
    </message>
    <message>
        <source>Start and end must both be dates (all day) or both times.</source>
        <translation>El inicio y el final deben ser ambos fechas (todo el día) o ambos horas.</translation>
    </message>
    <message>
        <source>The event must end after it starts.</source>
        <translation>El evento debe terminar después de empezar.</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <extracomment>the parts of a repeat rule said in words; a rule with any other (BYSETPOS, BYHOUR…), or a value none of these says (&quot;the 3rd to last Monday&quot;, day 40), is shown as written</extracomment>
        <translation>{first}, {then}</translation>
    </message>
    <message>
        <source>Give &apos;repeat&apos; (daily, weekly, monthly or yearly) too.</source>
        <translation>Indica también &apos;repeat&apos; (daily, weekly, monthly o yearly).</translation>
    </message>
    <message>
        <source>repeat_count is how many times: 1 or more.</source>
        <translation>repeat_count es cuántas veces: 1 o más.</translation>
    </message>
    <message>
        <source>repeat_until is before the first occurrence.</source>
        <translation>repeat_until es anterior a la primera repetición.</translation>
    </message>
    <message>
        <source>Added {title}</source>
        <translation>{title} añadido</translation>
    </message>
    <message>
        <source>Added {title}; invited {people}</source>
        <translation>{title} añadido; invitados: {people}</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; {day}</source>
        <translation>Añadir «{title}» {day}</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; on {date}</source>
        <translation>Añadir «{title}» el {date}</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Termina</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Lugar</translation>
    </message>
    <message numerus="yes">
        <source>{repeat}, %Ln time(s)</source>
        <translation>
            <numerusform>{repeat}, %Ln vez</numerusform>
            <numerusform>{repeat}, %Ln veces</numerusform>
        </translation>
    </message>
    <message>
        <source>day {number}</source>
        <translation>día {number}</translation>
    </message>
    <message>
        <source>{repeat}, until {day}</source>
        <translation>{repeat}, hasta el {day}</translation>
    </message>
    <message>
        <source>{repeat}, with no end</source>
        <translation>{repeat}, sin fin</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Se repite</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Recordatorio</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>An invitation</source>
        <translation>Una invitación</translation>
    </message>
    <message>
        <source>Overlaps with</source>
        <translation>Se solapa con</translation>
    </message>
    <message>
        <source>Say what to change: title, start, end, location, description or reminder_minutes.</source>
        <translation>Di qué hay que cambiar: title, start, end, location, description o reminder_minutes.</translation>
    </message>
    <message>
        <source>That is a task; use calendar_complete_task.</source>
        <translation>Eso es una tarea; usa calendar_complete_task.</translation>
    </message>
    <message>
        <source>Only the occurrence of {when}</source>
        <translation>Solo la repetición del {when}</translation>
    </message>
    <message>
        <source>Every occurrence (repeats {rule})</source>
        <translation>Todas las repeticiones (se repite: {rule})</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>El evento</translation>
    </message>
    <message>
        <source>Event changed; attendees told</source>
        <translation>Evento cambiado; asistentes avisados</translation>
    </message>
    <message>
        <source>Event changed</source>
        <translation>Evento cambiado</translation>
    </message>
    <message>
        <source>Change {event}</source>
        <translation>Cambiar {event}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Se aplica a</translation>
    </message>
    <message>
        <source>{time} the same day</source>
        <translation>{time} el mismo día</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s) before</source>
        <translation>
            <numerusform>%Ln minuto antes</numerusform>
            <numerusform>%Ln minutos antes</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <comment>a repeat</comment>
        <extracomment>how a repeat is said on a card (the window&apos;s language)</extracomment>
        <translation>cada día</translation>
    </message>
    <message>
        <source>weekly</source>
        <comment>a repeat</comment>
        <translation>cada semana</translation>
    </message>
    <message>
        <source>monthly</source>
        <comment>a repeat</comment>
        <translation>cada mes</translation>
    </message>
    <message>
        <source>yearly</source>
        <comment>a repeat</comment>
        <translation>cada año</translation>
    </message>
    <message numerus="yes">
        <source>every %Ln day(s)</source>
        <extracomment>a repeat every few days, weeks, months or years (RRULE INTERVAL), for people</extracomment>
        <translation>
            <numerusform>cada día</numerusform>
            <numerusform>cada %Ln días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln week(s)</source>
        <translation>
            <numerusform>cada semana</numerusform>
            <numerusform>cada %Ln semanas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s)</source>
        <translation>
            <numerusform>cada mes</numerusform>
            <numerusform>cada %Ln meses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln year(s)</source>
        <translation>
            <numerusform>cada año</numerusform>
            <numerusform>cada %Ln años</numerusform>
        </translation>
    </message>
    <message>
        <source>Monday</source>
        <comment>a repeat&apos;s day</comment>
        <extracomment>the days of a weekly repeat (RRULE BYDAY without a position), for people</extracomment>
        <translation>lunes</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>martes</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>miércoles</translation>
    </message>
    <message>
        <source>Thursday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>jueves</translation>
    </message>
    <message>
        <source>Friday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>viernes</translation>
    </message>
    <message>
        <source>Saturday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>sábado</translation>
    </message>
    <message>
        <source>Sunday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>domingo</translation>
    </message>
    <message>
        <source>first</source>
        <comment>a repeat&apos;s position</comment>
        <extracomment>a weekday&apos;s place in the month or year (RRULE BYDAY &quot;2MO&quot;, &quot;-1FR&quot;), for people</extracomment>
        <translation>primer</translation>
    </message>
    <message>
        <source>second</source>
        <comment>a repeat&apos;s position</comment>
        <translation>segundo</translation>
    </message>
    <message>
        <source>third</source>
        <comment>a repeat&apos;s position</comment>
        <translation>tercer</translation>
    </message>
    <message>
        <source>fourth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>cuarto</translation>
    </message>
    <message>
        <source>fifth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>quinto</translation>
    </message>
    <message>
        <source>last</source>
        <comment>a repeat&apos;s position</comment>
        <translation>último</translation>
    </message>
    <message>
        <source>January</source>
        <comment>a repeat&apos;s month</comment>
        <extracomment>the months of a yearly repeat (RRULE BYMONTH), for people</extracomment>
        <translation>enero</translation>
    </message>
    <message>
        <source>February</source>
        <comment>a repeat&apos;s month</comment>
        <translation>febrero</translation>
    </message>
    <message>
        <source>March</source>
        <comment>a repeat&apos;s month</comment>
        <translation>marzo</translation>
    </message>
    <message>
        <source>April</source>
        <comment>a repeat&apos;s month</comment>
        <translation>abril</translation>
    </message>
    <message>
        <source>May</source>
        <comment>a repeat&apos;s month</comment>
        <translation>mayo</translation>
    </message>
    <message>
        <source>June</source>
        <comment>a repeat&apos;s month</comment>
        <translation>junio</translation>
    </message>
    <message>
        <source>July</source>
        <comment>a repeat&apos;s month</comment>
        <translation>julio</translation>
    </message>
    <message>
        <source>August</source>
        <comment>a repeat&apos;s month</comment>
        <translation>agosto</translation>
    </message>
    <message>
        <source>September</source>
        <comment>a repeat&apos;s month</comment>
        <translation>septiembre</translation>
    </message>
    <message>
        <source>October</source>
        <comment>a repeat&apos;s month</comment>
        <translation>octubre</translation>
    </message>
    <message>
        <source>November</source>
        <comment>a repeat&apos;s month</comment>
        <translation>noviembre</translation>
    </message>
    <message>
        <source>December</source>
        <comment>a repeat&apos;s month</comment>
        <translation>diciembre</translation>
    </message>
    <message>
        <source>the {position} {day}</source>
        <translation>{position} {day}</translation>
    </message>
    <message>
        <source>the last day</source>
        <comment>a repeat&apos;s day of the month</comment>
        <translation>último día</translation>
    </message>
    <message>
        <source>a range that ends where it starts was read as the whole of {day}</source>
        <translation>un intervalo que termina donde empieza se leyó como todo el día {day}</translation>
    </message>
    <message>
        <source>{repeat} on {days}</source>
        <translation>{repeat} el {days}</translation>
    </message>
    <message>
        <source>{repeat} in {months}</source>
        <translation>{repeat} en {months}</translation>
    </message>
    <message>
        <source>Every occurrence ({repeats})</source>
        <translation>Todas las repeticiones ({repeats})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>The update</source>
        <translation>La actualización</translation>
    </message>
    <message>
        <source>Deleted; attendees told</source>
        <translation>Eliminado; asistentes avisados</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <source>Delete {event}</source>
        <translation>Eliminar {event}</translation>
    </message>
    <message>
        <source>A cancellation</source>
        <translation>Una cancelación</translation>
    </message>
    <message>
        <source>Added task {title}</source>
        <translation>Tarea {title} añadida</translation>
    </message>
    <message>
        <source>Add task &apos;{title}&apos;</source>
        <translation>Añadir la tarea «{title}»</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <source>Task done</source>
        <translation>Tarea hecha</translation>
    </message>
    <message>
        <source>Mark {task} done</source>
        <translation>Marcar {task} como hecha</translation>
    </message>
    <message>
        <source>event {id}</source>
        <translation>evento {id}</translation>
    </message>
    <message>
        <source>{event} on {when}</source>
        <translation>{event} el {when}</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events of {day}</source>
        <translation>nada entre {start} y {end}; estos son los demás eventos del {day}</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events from {first} to {last}</source>
        <translation>nada entre {start} y {end}; estos son los demás eventos del {first} al {last}</translation>
    </message>
    <message>
        <source>{error}; every calendar was searched instead</source>
        <translation>{error}; en su lugar se buscó en todos los calendarios</translation>
    </message>
    <message numerus="yes">
        <source>%Ln calendar(s)</source>
        <extracomment>when no area&apos;s own words are there, a time alone asks what is on then</extracomment>
        <translation>
            <numerusform>%Ln calendario</numerusform>
            <numerusform>%Ln calendarios</numerusform>
        </translation>
    </message>
    <message>
        <source>List calendars</source>
        <translation>Listar los calendarios</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Para</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln elemento</numerusform>
            <numerusform>%Ln elementos</numerusform>
        </translation>
    </message>
    <message>
        <source>the first allowed folder</source>
        <translation>la primera carpeta permitida</translation>
    </message>
    <message>
        <source>List {pattern} in {folder}</source>
        <translation>Listar {pattern} en {folder}</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>Listar {folder}</translation>
    </message>
    <message>
        <source>Give a text to search for (query) or a name pattern (name).</source>
        <translation>Indica un texto que buscar (query) o un patrón de nombre (name).</translation>
    </message>
    <message>
        <source>there is no folder &apos;{folder}&apos;; every allowed folder was searched</source>
        <translation>no hay ninguna carpeta &apos;{folder}&apos;; se buscó en todas las carpetas permitidas</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos;; these names have its words</source>
        <translation>ningún archivo contiene &apos;{query}&apos;; estos nombres tienen sus palabras</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; and no name has all its words; these names have some of them, the best match first</source>
        <translation>ningún archivo contiene &apos;{query}&apos; y ningún nombre tiene todas sus palabras; estos nombres tienen algunas, el mejor primero</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) found</source>
        <translation>
            <numerusform>%Ln archivo encontrado</numerusform>
            <numerusform>%Ln archivos encontrados</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; its beginning is shown</source>
        <translation>{file} es un archivo, no una carpeta; se muestra su comienzo</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder ({error})</source>
        <translation>{file} es un archivo, no una carpeta ({error})</translation>
    </message>
    <message>
        <source>{summary} ({note})</source>
        <translation>{summary} ({note})</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; searched in it</source>
        <translation>{file} es un archivo, no una carpeta; se buscó dentro de él</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder, and &apos;{query}&apos; is not in it; its beginning is shown</source>
        <translation>{file} es un archivo, no una carpeta, y &apos;{query}&apos; no está en él; se muestra su comienzo</translation>
    </message>
    <message>
        <source>Search files for &apos;{query}&apos;</source>
        <translation>Buscar «{query}» en los archivos</translation>
    </message>
    <message>
        <source>Search files</source>
        <translation>Buscar en los archivos</translation>
    </message>
    <message>
        <source>named {pattern}</source>
        <translation>llamados {pattern}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) at most</source>
        <translation>
            <numerusform>%Ln resultado como máximo</numerusform>
            <numerusform>%Ln resultados como máximo</numerusform>
        </translation>
    </message>
    <message>
        <source>{search}, {limit}</source>
        <translation>{search}, {limit}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln at most</source>
        <translation>
            <numerusform>%Ln como máximo</numerusform>
            <numerusform>%Ln como máximo</numerusform>
        </translation>
    </message>
    <message>
        <source>This is a folder (files_list lists it): {path}</source>
        <translation>Es una carpeta (files_list la lista): {path}</translation>
    </message>
    <message>
        <source>Only PDFs have pages; read it by lines instead: {path}</source>
        <translation>Solo los PDF tienen páginas; léelo por líneas: {path}</translation>
    </message>
    <message>
        <source>page 1 of a file without pages is the whole file</source>
        <translation>la página 1 de un archivo sin páginas es el archivo entero</translation>
    </message>
    <message>
        <source>The PDF has {pages} pages, so no page {page}: {path}</source>
        <translation>El PDF tiene {pages} páginas, así que no hay página {page}: {path}</translation>
    </message>
    <message>
        <source>it ends before line {start}, so it is read from line 1</source>
        <translation>el archivo termina antes de la línea {start}, así que se lee desde la línea 1</translation>
    </message>
    <message>
        <source>cut at {count} characters; ask for a line range to read more</source>
        <translation>cortado a los {count} caracteres; pide un intervalo de líneas para leer más</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln línea</numerusform>
            <numerusform>%Ln líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Read {file}</source>
        <translation>Leer {file}</translation>
    </message>
    <message>
        <source>This is a folder, not a file: {path}</source>
        <extracomment>the most files whose names a search by some of its words looks at how much of a file&apos;s beginning is shown when the file is named as a folder (to list, or to search in without the words being there) a word of a request that may be a file&apos;s name: no spaces, quotes or brackets around it, and an extension (&quot;notes.txt&quot;, &quot;Documents/plan.md&quot;, &quot;C:\x\a.pdf&quot;)</extracomment>
        <translation>Es una carpeta, no un archivo: {path}</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; as written; these contain most of its words, the best match first</source>
        <translation>ningún archivo contiene &apos;{query}&apos; tal cual; estos contienen la mayoría de sus palabras, el mejor primero</translation>
    </message>
    <message>
        <source>Already exists (overwrite true replaces it): {path}</source>
        <translation>Ya existe (overwrite true lo sustituye): {path}</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} escrito</translation>
    </message>
    <message>
        <source>Overwrite {file}</source>
        <translation>Sobrescribir {file}</translation>
    </message>
    <message>
        <source>Create {file}</source>
        <translation>Crear {file}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Moved to {folder}</source>
        <translation>Movido a {folder}</translation>
    </message>
    <message>
        <source>Move {file} to {folder}</source>
        <translation>Mover {file} a {folder}</translation>
    </message>
    <message>
        <source>Copied to {folder}</source>
        <translation>Copiado a {folder}</translation>
    </message>
    <message>
        <source>Copy {file} to {folder}</source>
        <translation>Copiar {file} a {folder}</translation>
    </message>
    <message>
        <source>Moved {file} to the trash</source>
        <translation>{file} movido a la papelera</translation>
    </message>
    <message>
        <source>Move {file} to the trash</source>
        <translation>Mover {file} a la papelera</translation>
    </message>
    <message>
        <source>Move this folder and everything in it to the trash; it can be restored from there</source>
        <translation>Mover esta carpeta y todo su contenido a la papelera; se puede restaurar desde allí</translation>
    </message>
    <message>
        <source>Move this file to the trash; it can be restored from there</source>
        <translation>Mover este archivo a la papelera; se puede restaurar desde allí</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} abierto</translation>
    </message>
    <message>
        <source>Open {file}</source>
        <translation>Abrir {file}</translation>
    </message>
    <message>
        <source>{error} It is kept in the outbox, and BotPsy will not send it again on its own.</source>
        <translation>{error} Se queda en la bandeja de salida, y BotPsy no lo volverá a enviar por su cuenta.</translation>
    </message>
    <message>
        <source>{error} It was not sent; it is kept in the outbox.</source>
        <translation>{error} No se envió; se guarda en la bandeja de salida.</translation>
    </message>
    <message>
        <source>There is no mail account &apos;{name}&apos;. Accounts: {accounts}.</source>
        <extracomment>the words of sending a new email: &quot;archive the newsletter email&quot; is not one (a small model sent it to newsletter@example.com), &quot;tell Bob&quot;, &quot;email bob@…&quot; and &quot;write to Sam&quot; are the concepts the mail tools read (the app&apos;s lexicon has them in every shipped language): a search whose words only say which messages (&quot;unread&quot;, &quot;ungelesene Mails&quot;, &quot;未读邮件&quot;): the flags; words that tell a message from no other (&quot;the&quot;, &quot;von&quot;, &quot;email&quot;); and the request&apos;s own words around a search (&quot;read me&quot;, &quot;latest&quot;, &quot;dernier&quot;, &quot;最近&quot;) how many of the newest messages stand for a search none of whose words tells one apart at most this many words of a request are looked up as names (route.known_names) and each in at most this many of the newest headers that have it</extracomment>
        <translation>No hay ninguna cuenta de correo &apos;{name}&apos;. Cuentas: {accounts}.</translation>
    </message>
    <message>
        <source>Queued until the server is back</source>
        <translation>En cola hasta que vuelva el servidor</translation>
    </message>
    <message>
        <source>#{id} in {mailbox}</source>
        <translation>n.º {id} en {mailbox}</translation>
    </message>
    <message>
        <source>&apos;{since}&apos; is not a date; use YYYY-MM-DD.</source>
        <translation>&apos;{since}&apos; no es una fecha; usa AAAA-MM-DD.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as unread messages</source>
        <translation>&apos;{word}&apos; se entendió como mensajes no leídos</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as flagged messages</source>
        <translation>&apos;{word}&apos; se entendió como mensajes marcados</translation>
    </message>
    <message>
        <source>nothing since {day}; these match from any date</source>
        <translation>nada desde el {day}; estos coinciden, de cualquier fecha</translation>
    </message>
    <message>
        <source>since {day}</source>
        <translation>desde el {day}</translation>
    </message>
    <message>
        <source>unread</source>
        <translation>no leído</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>marcado</translation>
    </message>
    <message>
        <source>{first} and {then}</source>
        <translation>{first} y {then}</translation>
    </message>
    <message>
        <source>nothing {narrowed} matched; these match the words in any message</source>
        <translation>nada {narrowed} coincidía; estos tienen las palabras, en cualquier mensaje</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first</source>
        <translation>ningún mensaje tiene todas las palabras de &apos;{query}&apos;; estos tienen algunas, el mejor primero</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first, read or not</source>
        <translation>ningún mensaje tiene todas las palabras de &apos;{query}&apos;; estos tienen algunas, el mejor primero, leídos o no</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest</source>
        <translation>ninguna palabra de &apos;{query}&apos; distingue los mensajes; estos son los más recientes</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest, read or not</source>
        <translation>ninguna palabra de &apos;{query}&apos; distingue los mensajes; estos son los más recientes, leídos o no</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln mensaje</numerusform>
            <numerusform>%Ln mensajes</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing since {day}; these are the newest before it</source>
        <translation>nada desde {day}; estos son los más recientes de antes</translation>
    </message>
    <message>
        <source>{summary} (offline: from the local copy)</source>
        <translation>{summary} (sin conexión: de la copia local)</translation>
    </message>
    <message>
        <source>nothing in {mailbox} matched; these are from INBOX</source>
        <translation>nada coincidía en {mailbox}; estos son de la bandeja de entrada (INBOX)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; was read as {person}</source>
        <translation>&apos;{name}&apos; se entendió como {person}</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them</source>
        <translation>nada de &apos;{sender}&apos; contiene las palabras &apos;{words}&apos;; estos son los más recientes de ese remitente</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them, read or not</source>
        <translation>nada de &apos;{sender}&apos; contiene las palabras &apos;{words}&apos;; estos son los más recientes de ese remitente, leídos o no</translation>
    </message>
    <message>
        <source>Search mail for &apos;{query}&apos;</source>
        <translation>Buscar «{query}» en el correo</translation>
    </message>
    <message>
        <source>Search mail</source>
        <translation>Buscar en el correo</translation>
    </message>
    <message>
        <source>from {sender}</source>
        <translation>de {sender}</translation>
    </message>
    <message>
        <source>subject &apos;{subject}&apos;</source>
        <translation>asunto «{subject}»</translation>
    </message>
    <message>
        <source>in {mailbox}</source>
        <translation>en {mailbox}</translation>
    </message>
    <message>
        <source>since {when}</source>
        <translation>desde {when}</translation>
    </message>
    <message>
        <source>unread and flagged only</source>
        <translation>solo no leídos y destacados</translation>
    </message>
    <message>
        <source>unread only</source>
        <translation>solo no leídos</translation>
    </message>
    <message>
        <source>flagged only</source>
        <translation>solo destacados</translation>
    </message>
    <message>
        <source>There is no message in &apos;{folder}&apos;</source>
        <translation>No hay ningún mensaje en &apos;{folder}&apos;</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(sin asunto)</translation>
    </message>
    <message>
        <source>{subject} (hidden text removed)</source>
        <translation>{subject} (texto oculto eliminado)</translation>
    </message>
    <message>
        <source>Read email #{id}</source>
        <translation>Leer el correo n.º {id}</translation>
    </message>
    <message>
        <source>Read the newest email in {mailbox}</source>
        <translation>Leer el correo más reciente de {mailbox}</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;. Did you mean {person}? If not, which address should it go to?</source>
        <translation>Tu correo no conoce ninguna dirección de «{name}». ¿Querías decir {person}? Si no, ¿a qué dirección lo envío?</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;: no message from or to anyone of that name. Which address should it go to?</source>
        <translation>Tu correo no conoce ninguna dirección de «{name}»: ningún mensaje de o para alguien con ese nombre. ¿A qué dirección lo envío?</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; could be {addresses}. Which one?</source>
        <translation>«{name}» podría ser {addresses}. ¿Cuál?</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use; attach files from an allowed folder.</source>
        <translation>{path} está fuera de las carpetas que BotPsy puede usar; adjunta archivos de una carpeta permitida.</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} no es un archivo.</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>Sent (not saved to Sent)</source>
        <translation>Enviado (no guardado en Enviados)</translation>
    </message>
    <message>
        <source>Send &apos;{subject}&apos; to {to}</source>
        <translation>Enviar «{subject}» a {to}</translation>
    </message>
    <message>
        <source>Cc</source>
        <translation>CC</translation>
    </message>
    <message>
        <source>Bcc</source>
        <translation>CCO</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Asunto</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>Adjuntos</translation>
    </message>
    <message>
        <source>Reply sent</source>
        <translation>Respuesta enviada</translation>
    </message>
    <message>
        <source>Reply to email #{id}</source>
        <translation>Responder al correo n.º {id}</translation>
    </message>
    <message>
        <source>In reply to</source>
        <translation>En respuesta a</translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation>Reenviado</translation>
    </message>
    <message>
        <source>Forward email #{id} to {to}</source>
        <translation>Reenviar el correo n.º {id} a {to}</translation>
    </message>
    <message>
        <source>Forwarding</source>
        <translation>Reenvío de</translation>
    </message>
    <message>
        <source>Saved to {folder}</source>
        <translation>Guardado en {folder}</translation>
    </message>
    <message>
        <source>Save draft &apos;{subject}&apos;</source>
        <translation>Guardar el borrador «{subject}»</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has none.</source>
        <translation>El mensaje {id} no tiene el adjunto &apos;{name}&apos;; no tiene ninguno.</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has: {names}.</source>
        <translation>El mensaje {id} no tiene el adjunto &apos;{name}&apos;; tiene: {names}.</translation>
    </message>
    <message>
        <source>No folders are allowed yet; allow one in Settings.</source>
        <translation>Todavía no hay carpetas permitidas; permite una en Ajustes.</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use.</source>
        <translation>{path} está fuera de las carpetas que BotPsy puede usar.</translation>
    </message>
    <message>
        <source>{path} already exists; nothing was saved.</source>
        <translation>{path} ya existe; no se guardó nada.</translation>
    </message>
    <message>
        <source>Saved {path} ({note})</source>
        <translation>{path} guardado ({note})</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} guardado</translation>
    </message>
    <message>
        <source>Save {file} from email #{id}</source>
        <translation>Guardar {file} del correo n.º {id}</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>Adjunto</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Move email #{id} to {folder}</source>
        <translation>Mover el correo n.º {id} a {folder}</translation>
    </message>
    <message>
        <source>Move to {folder} (this throws the message away, like deleting it)</source>
        <translation>Mover a {folder} (el mensaje se desecha, como al borrarlo)</translation>
    </message>
    <message>
        <source>Move to {folder}</source>
        <translation>Mover a {folder}</translation>
    </message>
    <message>
        <source>Move email #{id} to Trash</source>
        <translation>Mover el correo n.º {id} a la papelera</translation>
    </message>
    <message>
        <source>Move to Trash (not erased)</source>
        <translation>Mover a la papelera (no se borra)</translation>
    </message>
    <message>
        <source>Marked {flag}</source>
        <translation>Marcado {flag}</translation>
    </message>
    <message>
        <source>Unmarked {flag}</source>
        <translation>Desmarcado {flag}</translation>
    </message>
    <message>
        <source>Mark email #{id} {flag}</source>
        <translation>Marcar el correo n.º {id} como {flag}</translation>
    </message>
    <message>
        <source>Mark email #{id} not {flag}</source>
        <translation>Quitar {flag} del correo n.º {id}</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>Marcar {flag}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln folder(s)</source>
        <translation>
            <numerusform>%Ln carpeta</numerusform>
            <numerusform>%Ln carpetas</numerusform>
        </translation>
    </message>
    <message>
        <source>List mail folders</source>
        <translation>Listar las carpetas de correo</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a time. Use ISO 8601 like 2026-12-01T07:30, or HH:MM.</source>
        <translation>&apos;{text}&apos; no es una hora. Usa ISO 8601, como 2026-12-01T07:30, o HH:MM.</translation>
    </message>
    <message>
        <source>{when} has passed; give a time to come.</source>
        <translation>{when} ya ha pasado; indica una hora futura.</translation>
    </message>
    <message>
        <source>on</source>
        <comment>a setting&apos;s value</comment>
        <extracomment>a setting&apos;s values as its card says them (in the window&apos;s language: they are Phrases)</extracomment>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a setting&apos;s value</comment>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a setting&apos;s value</comment>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>Only http and https addresses can be opened.</source>
        <translation>Solo se pueden abrir direcciones http y https.</translation>
    </message>
    <message>
        <source>{setting} cannot be changed here: {reason}</source>
        <translation>{setting} no se puede cambiar aquí: {reason}</translation>
    </message>
    <message>
        <source>{setting} cannot be changed right now: {reason}</source>
        <translation>{setting} no se puede cambiar ahora mismo: {reason}</translation>
    </message>
    <message>
        <source>{setting} is already {value}</source>
        <translation>{setting}: ya {value}</translation>
    </message>
    <message>
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>{kind}: {label}</source>
        <translation>{kind}: {label}</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Check the device status</source>
        <translation>Comprobar el estado del dispositivo</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Silencio</translation>
    </message>
    <message>
        <source>Mute the sound</source>
        <translation>Silenciar el sonido</translation>
    </message>
    <message>
        <source>Unmute the sound</source>
        <translation>Activar el sonido</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the status a card shows, in this order: the key, its name, and the unit of its value</extracomment>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Set the volume to {percent}%</source>
        <translation>Poner el volumen al {percent} %</translation>
    </message>
    <message>
        <source>Brightness</source>
        <translation>Brillo</translation>
    </message>
    <message>
        <source>Set the brightness to {percent}%</source>
        <translation>Poner el brillo al {percent} %</translation>
    </message>
    <message>
        <source>Dark mode</source>
        <translation>Modo oscuro</translation>
    </message>
    <message>
        <source>Turn dark mode on</source>
        <translation>Activar el modo oscuro</translation>
    </message>
    <message>
        <source>Turn dark mode off</source>
        <translation>Desactivar el modo oscuro</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Turn Wi-Fi on</source>
        <translation>Activar el Wi-Fi</translation>
    </message>
    <message>
        <source>Turn Wi-Fi off</source>
        <translation>Desactivar el Wi-Fi</translation>
    </message>
    <message>
        <source>Do not disturb</source>
        <translation>No molestar</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batería</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>the network</comment>
        <extracomment>what the network&apos;s state is called (NetworkManager&apos;s words, and the test backends&apos;)</extracomment>
        <translation>conectada</translation>
    </message>
    <message>
        <source>not connected</source>
        <comment>the network</comment>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>limited</source>
        <comment>the network</comment>
        <translation>limitada</translation>
    </message>
    <message>
        <source>behind a login page</source>
        <comment>the network</comment>
        <translation>tras una página de inicio de sesión</translation>
    </message>
    <message>
        <source>{level}, charging</source>
        <extracomment>a battery&apos;s state as the system gives it (Linux sysfs: Charging, Discharging, Full, Not charging, Unknown), said after its level</extracomment>
        <translation>{level}, cargando</translation>
    </message>
    <message>
        <source>{level}, on battery</source>
        <translation>{level}, con batería</translation>
    </message>
    <message>
        <source>{level}, fully charged</source>
        <translation>{level}, carga completa</translation>
    </message>
    <message>
        <source>{level}, plugged in, not charging</source>
        <translation>{level}, enchufado, sin cargar</translation>
    </message>
    <message>
        <source>{level}, {state}</source>
        <translation>{level}, {state}</translation>
    </message>
    <message>
        <source>{setting}: {value}</source>
        <translation>{setting}: {value}</translation>
    </message>
    <message>
        <source>nothing known</source>
        <comment>the device&apos;s status</comment>
        <translation>nada conocido</translation>
    </message>
    <message>
        <source>Turn do not disturb on</source>
        <translation>Activar «No molestar»</translation>
    </message>
    <message>
        <source>Turn do not disturb off</source>
        <translation>Desactivar «No molestar»</translation>
    </message>
    <message>
        <source>Opened in the browser</source>
        <translation>Abierto en el navegador</translation>
    </message>
    <message>
        <source>Open {address}</source>
        <translation>Abrir {address}</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Abrir en el navegador</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Sitio</translation>
    </message>
    <message>
        <source>Opened {app}</source>
        <translation>{app} abierta</translation>
    </message>
    <message>
        <source>Open the app {app}</source>
        <translation>Abrir la aplicación {app}</translation>
    </message>
    <message>
        <source>Open application</source>
        <translation>Abrir la aplicación</translation>
    </message>
    <message>
        <source>Installed as</source>
        <translation>Instalado como</translation>
    </message>
    <message>
        <source>Start a {minutes}-minute timer</source>
        <translation>Poner un temporizador de {minutes} minutos</translation>
    </message>
    <message>
        <source>Set an alarm for {when}</source>
        <translation>Poner una alarma para {when}</translation>
    </message>
    <message>
        <source>Remind you &apos;{text}&apos; at {when}</source>
        <translation>Recordarte «{text}» a las {when}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pending</source>
        <translation>
            <numerusform>%Ln pendiente</numerusform>
            <numerusform>%Ln pendientes</numerusform>
        </translation>
    </message>
    <message>
        <source>List timers and alarms</source>
        <translation>Listar temporizadores y alarmas</translation>
    </message>
    <message>
        <source>There is no pending timer, alarm or reminder {id}.</source>
        <translation>No hay ningún temporizador, alarma o recordatorio {id} pendiente.</translation>
    </message>
    <message>
        <source>Cancelled {alarm}</source>
        <translation>{alarm} cancelado</translation>
    </message>
    <message>
        <source>Cancel alarm #{id}</source>
        <translation>Cancelar la alarma n.º {id}</translation>
    </message>
    <message>
        <source>#{id} (not found)</source>
        <translation>n.º {id} (no encontrado)</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <extracomment>whether the call itself is at fault (a path outside the allowed folders, a calendar that does not exist: the model may correct it); False when the call is fine but this computer cannot do it now (no sound system running), so it fails as it is</extracomment>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>Free some space on the disk and try again.</source>
        <extracomment>Han script (Chinese characters): the app tells Chinese by it, and a connector counts two of them as a word what to do when the disk is full (every connector and the store say the same)</extracomment>
        <translation>Libera algo de espacio en el disco y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The disk is full, so {tool} could not finish. {advice}</source>
        <translation>El disco está lleno, así que {tool} no pudo terminar. {advice}</translation>
    </message>
    <message>
        <source>email</source>
        <extracomment>the kinds of content connectors name as a source (Provenance.kind), for the window&apos;s catalogue</extracomment>
        <translation>correo</translation>
    </message>
    <message>
        <source>email list</source>
        <translation>lista de correos</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>file names</source>
        <translation>nombres de archivo</translation>
    </message>
    <message>
        <source>files</source>
        <translation>archivos</translation>
    </message>
    <message>
        <source>calendar events</source>
        <translation>eventos del calendario</translation>
    </message>
    <message>
        <source>calendar names</source>
        <translation>nombres de calendarios</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>tareas</translation>
    </message>
    <message>
        <source>earlier content</source>
        <translation>contenido anterior</translation>
    </message>
    <message>
        <source>{kind}: {source}</source>
        <translation>{kind}: {source}</translation>
    </message>
    <message>
        <source>The disk is full, so the local copy of {account} was not brought up to date (what it already held is unchanged). {advice}</source>
        <extracomment>the words of a deletion: a delete tool comes only when the user speaks of one (an email or event that says &quot;delete every event&quot; is not the user; app/agent/routing.py)</extracomment>
        <translation>El disco está lleno, así que la copia local de {account} no se actualizó (lo que ya tenía no ha cambiado). {advice}</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q4_K_M, recommended for laptops)</source>
        <translation>BotPsy 0.8B (Q4_K_M, recomendado para portátiles)</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q8_0, higher quality)</source>
        <translation>BotPsy 0.8B (Q8_0, mayor calidad)</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (BF16, full precision)</source>
        <translation>BotPsy 0.8B (BF16, precisión completa)</translation>
    </message>
    <message>
        <source>Snoozed: {alert}</source>
        <translation>Pospuesto: {alert}</translation>
    </message>
    <message>
        <source>Snooze not saved</source>
        <translation>Aplazamiento no guardado</translation>
    </message>
    <message>
        <source>{error} {alert} rings again in {minutes} minutes if BotPsy keeps running; it is not kept if BotPsy quits.</source>
        <translation>{error} {alert} volverá a sonar en {minutes} minutos si BotPsy sigue abierto; se pierde si BotPsy se cierra.</translation>
    </message>
    <message>
        <source>Timer</source>
        <extracomment>an alert&apos;s title per kind of alarm, in the window&apos;s catalogue
----------
what a timer, an alarm and a reminder are called for people (Phrases: the window shows them in its language)</extracomment>
        <translation>Temporizador</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Alarma</translation>
    </message>
    <message>
        <source>{label} ({when})</source>
        <translation>{label} ({when})</translation>
    </message>
    <message>
        <source>The CA file {path} cannot be read: {error}</source>
        <extracomment>the longest one connection may last in all, however its bytes come: a link that keeps every read just inside TIMEOUT would otherwise hold a sync or a send for hours. A sync cut here goes on where it stopped at the next one. the throughput floor: a reply (what the server sends after the client last sent something) that the client has waited FLOOR_WINDOW seconds or more for must bring FLOOR_BYTES per FLOOR_WINDOW of that waiting, or the connection is ended then, not at SESSION_LIMIT (a link that trickles a byte at a time). 1 KB per 30 s is 34 bytes a second: far below any working link, far above a trickle. A server thinking before it answers is silent, and silence is ended by TIMEOUT, so a reply may take TIMEOUT of thought and still come in time; time spent sending, or working between commands, is not waiting. the same floor over the whole connection, once it has waited this long for replies in all: over TLS a reply arrives a record at a time (CPython gives a whole record one read timeout), so a link whose every reply is one small record sent slowly never waits FLOOR_WINDOW for any one reply, and would otherwise last until SESSION_LIMIT. A server that thinks a few seconds before each small reply is fine; one whose replies have brought less than FLOOR_BYTES per FLOOR_WINDOW over a minute of waiting is not one a sync can use. how often the deadline&apos;s thread looks the end of the data (CRLF . CRLF) went out and no reply has come back yet a reply was awaited and never came: sticky, so a later read (QUIT) cannot clear it set by MailClient.smtp: the connection&apos;s reads are counted for its deadline</extracomment>
        <translation>No se puede leer el archivo CA {path}: {error}</translation>
    </message>
    <message>
        <source>{host} was too slow: the connection was still busy after {seconds} s and was ended.</source>
        <translation>{host} fue demasiado lento: la conexión seguía ocupada después de {seconds} s y se cerró.</translation>
    </message>
    <message>
        <source>{host} stopped answering (nothing for {seconds} s). If this keeps happening, check the network connection.</source>
        <translation>{host} dejó de responder (nada en {seconds} s). Si sigue pasando, comprueba la conexión de red.</translation>
    </message>
    <message>
        <source>The connection to {host} was cut ({error}).</source>
        <translation>La conexión con {host} se cortó ({error}).</translation>
    </message>
    <message>
        <source>The mail server {host} failed ({error}).</source>
        <translation>El servidor de correo {host} falló ({error}).</translation>
    </message>
    <message>
        <source>Nothing was lost: BotPsy uses its local copy and tries again at the next sync.</source>
        <extracomment>what happens after a failed read or sync: the local copy serves until the next one</extracomment>
        <translation>No se perdió nada: BotPsy usa su copia local y lo volverá a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>The server name {host} cannot be found ({error}).</source>
        <translation>No se encuentra el servidor {host} ({error}).</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>TLS with {host} failed: {error}</source>
        <translation>TLS con {host} falló: {error}</translation>
    </message>
    <message>
        <source>Cannot connect to {host}:{port} ({error}).</source>
        <translation>No se puede conectar con {host}:{port} ({error}).</translation>
    </message>
    <message>
        <source>STARTTLS with {host} failed ({error}); not continuing without encryption.</source>
        <translation>STARTTLS con {host} falló ({error}); no se sigue sin cifrado.</translation>
    </message>
    <message>
        <source>The server refused the login for {login}: check the password.</source>
        <translation>El servidor rechazó el inicio de sesión de {login}: revisa la contraseña.</translation>
    </message>
    <message>
        <source>{failure} {then}</source>
        <translation>{failure} {then}</translation>
    </message>
    <message>
        <source>Logging in to {host} (IMAP)…</source>
        <translation>Iniciando sesión en {host} (IMAP)…</translation>
    </message>
    <message>
        <source>Opening the inbox…</source>
        <translation>Abriendo la bandeja de entrada…</translation>
    </message>
    <message>
        <source>INBOX cannot be opened: {error}</source>
        <translation>No se puede abrir la bandeja de entrada: {error}</translation>
    </message>
    <message>
        <source>Logging in to {host} (SMTP)…</source>
        <translation>Iniciando sesión en {host} (SMTP)…</translation>
    </message>
    <message>
        <source>There is no message {id} in {folder}.</source>
        <translation>No hay ningún mensaje {id} en {folder}.</translation>
    </message>
    <message>
        <source>The SMTP server refused the login for {login}.</source>
        <translation>El servidor SMTP rechazó el inicio de sesión de {login}.</translation>
    </message>
    <message>
        <source>Logging in to {host} failed: {error}</source>
        <translation>El inicio de sesión en {host} falló: {error}</translation>
    </message>
    <message>
        <source>The connection to {host} broke after the message had gone out and before the server confirmed it, so it may have been sent. Check your Sent folder or ask the recipient before sending it again.</source>
        <translation>La conexión con {host} se cortó después de que el mensaje saliera y antes de que el servidor lo confirmara, así que puede que se haya enviado. Revisa tu carpeta Enviados o pregunta al destinatario antes de volver a enviarlo.</translation>
    </message>
    <message>
        <source>The server refused these recipients: {recipients}.</source>
        <translation>El servidor rechazó estos destinatarios: {recipients}.</translation>
    </message>
    <message>
        <source>Sending failed: {failure}</source>
        <translation>El envío falló: {failure}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an ISO 8601 date or time, e.g. 2026-12-04T15:00 or 2026-12-04 for all day.</source>
        <extracomment>the longest one HTTP round trip may take in all, however slowly its bytes come: the read timeout bounds each read only, and a server that sends a byte just inside it would hold a sync for hours the throughput floor of an answer&apos;s body, as the mail connector&apos;s (connectors/mail/ client.py): a body that brings less than FLOOR_BYTES in FLOOR_WINDOW seconds is a link that trickles, and is ended then, by the thread that reads it (not at REQUEST_LIMIT, and no helper thread is left behind). 1 KB per 30 s is far below any working link. the most one read of a body takes at a time the largest answer read, once decoded: far above any calendar&apos;s (a multiget brings at most MULTIGET_BATCH objects), far below what a hostile server&apos;s gzip bomb unpacks to (a few hundred KB on the wire become gigabytes); the body is never held past it the encoding asked for: none, so that every piece that comes over the wire is a piece of the body at once (a compressed body gives nothing to read until a block is whole, and the floor could not see it come); a server that compresses anyway is still read right, counted by its bytes on the wire</extracomment>
        <translation>&apos;{text}&apos; no es una fecha u hora ISO 8601, p. ej. 2026-12-04T15:00, o 2026-12-04 para todo el día.</translation>
    </message>
    <message>
        <source>{time} does not exist in your time zone (the clocks skip it); choose another time.</source>
        <translation>{time} no existe en tu zona horaria (los relojes se la saltan); elige otra hora.</translation>
    </message>
    <message>
        <source>{time} happens twice in your time zone (the clocks go back); give the offset, e.g. +01:00 or +02:00.</source>
        <translation>{time} ocurre dos veces en tu zona horaria (los relojes se atrasan); indica el desfase, p. ej. +01:00 o +02:00.</translation>
    </message>
    <message>
        <source>The calendar server does not allow {method} on {url} (403 Forbidden).</source>
        <translation>El servidor de calendario no permite {method} en {url} (403 Forbidden).</translation>
    </message>
    <message>
        <source>The calendar server refused the login for {user}.</source>
        <translation>El servidor de calendario rechazó el inicio de sesión de {user}.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: its answer brought less than {size} bytes in {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>El servidor de calendario en {url} fue demasiado lento: su respuesta trajo menos de {size} bytes en {seconds} s y se detuvo. BotPsy usa su copia local mientras tanto y lo vuelve a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: the start of its answer was still not all there after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>El servidor de calendario en {url} fue demasiado lento: el comienzo de su respuesta seguía sin llegar completo después de {seconds} s y se interrumpió. BotPsy usa su copia local mientras tanto y lo vuelve a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>The calendar server at {url} sent an answer larger than {size} MB, more than any calendar needs, so it was not read. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>El servidor de calendario en {url} envió una respuesta de más de {size} MB, más de lo que necesita cualquier calendario, así que no se leyó. BotPsy usa su copia local mientras tanto y lo vuelve a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: one request was still going after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>El servidor de calendario en {url} fue demasiado lento: una solicitud seguía en curso tras {seconds} s y se detuvo. BotPsy usa su copia local mientras tanto y lo vuelve a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} safely: its certificate is not trusted. If the server uses its own CA, give that CA&apos;s certificate (--ca-file).</source>
        <translation>No se puede llegar con seguridad al servidor de calendario {url}: su certificado no es de confianza. Si el servidor usa su propia CA, indica el certificado de esa CA (--ca-file).</translation>
    </message>
    <message>
        <source>The calendar server at {url} stopped answering (nothing for {seconds} s). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>El servidor de calendario {url} dejó de responder (nada en {seconds} s). BotPsy usa su copia local mientras tanto y lo vuelve a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>The connection to the calendar server at {url} was cut ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Se cortó la conexión con el servidor de calendario {url} ({error}). BotPsy usa su copia local mientras tanto y lo vuelve a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>No se puede llegar al servidor de calendario {url} ({error}). BotPsy usa su copia local mientras tanto y lo vuelve a intentar en la próxima sincronización.</translation>
    </message>
    <message>
        <source>The calendar server answered {method} with HTTP {status}.</source>
        <translation>El servidor de calendario respondió a {method} con HTTP {status}.</translation>
    </message>
    <message>
        <source>No CalDAV calendars were found at {url} ({error}).</source>
        <translation>No se encontraron calendarios CalDAV en {url} ({error}).</translation>
    </message>
    <message>
        <source>The calendar server answered HTTP {status}.</source>
        <translation>El servidor de calendario respondió HTTP {status}.</translation>
    </message>
    <message>
        <source>changed on the server</source>
        <translation>cambiado en el servidor</translation>
    </message>
    <message>
        <source>The calendar server did not accept the change (HTTP {status}).</source>
        <translation>El servidor de calendario no aceptó el cambio (HTTP {status}).</translation>
    </message>
    <message>
        <source>The calendar server did not delete it (HTTP {status}).</source>
        <translation>El servidor de calendario no lo eliminó (HTTP {status}).</translation>
    </message>
    <message>
        <source>BotPsy cannot write {suffix} files (only text, Markdown and Word documents); nothing was written: {path}</source>
        <translation>BotPsy no puede escribir archivos {suffix} (solo texto, Markdown y documentos de Word); no se escribió nada: {path}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>{name} no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} no es un archivo normal</translation>
    </message>
    <message>
        <source>{name} unpacks to {mb} MB of text markup; it is too large to read</source>
        <translation>{name} se descomprime en {mb} MB de marcado de texto; es demasiado grande para leerlo</translation>
    </message>
    <message>
        <source>{name} is not a readable Word document</source>
        <translation>{name} no es un documento de Word legible</translation>
    </message>
    <message>
        <source>{name} unpacks to more than {mb} MB of text markup; it is too large to read</source>
        <translation>{name} se descomprime en más de {mb} MB de marcado de texto; es demasiado grande para leerlo</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not moved, and nothing half-moved was left. {advice}</source>
        <translation>El disco está lleno: {path} no se movió y no quedó nada movido a medias. {advice}</translation>
    </message>
    <message>
        <source>Could not be moved ({reason}): {path}</source>
        <translation>No se pudo mover ({reason}): {path}</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not copied, and nothing half-copied was left. {advice}</source>
        <translation>El disco está lleno: {path} no se copió y no quedó nada copiado a medias. {advice}</translation>
    </message>
    <message>
        <source>Could not be copied ({reason}): {path}</source>
        <translation>No se pudo copiar ({reason}): {path}</translation>
    </message>
    <message>
        <source>{path} cannot be reached without leaving the allowed folders (something on the way is a link, not a folder, or changed meanwhile): nothing was changed</source>
        <translation>No se puede llegar a {path} sin salir de las carpetas permitidas (algo en el camino es un enlace, no una carpeta, o cambió mientras tanto): no se cambió nada</translation>
    </message>
    <message>
        <source>Already exists (or is a link), nothing was written: {path}</source>
        <translation>Ya existe (o es un enlace), no se escribió nada: {path}</translation>
    </message>
    <message>
        <source>Could not be created ({reason}): {path}</source>
        <translation>No se pudo crear ({reason}): {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was written: {path}</source>
        <translation>Ya existe, no se escribió nada: {path}</translation>
    </message>
    <message>
        <source>No folders are allowed yet; the user can allow folders in Settings</source>
        <translation>Todavía no hay carpetas permitidas; se pueden permitir en Ajustes</translation>
    </message>
    <message>
        <source>A path cannot contain a NUL character</source>
        <translation>Una ruta no puede contener un carácter NUL</translation>
    </message>
    <message>
        <source>Paths with &apos;..&apos; are not accepted
Allowed folders: {folders}</source>
        <translation>No se aceptan rutas con «..»
Carpetas permitidas: {folders}</translation>
    </message>
    <message>
        <source>Does not exist: {path}
Allowed folders: {folders}</source>
        <translation>No existe: {path}
Carpetas permitidas: {folders}</translation>
    </message>
    <message>
        <source>Cannot be resolved ({error}): {path}</source>
        <translation>No se puede resolver ({error}): {path}</translation>
    </message>
    <message>
        <source>Outside the folders BotPsy may use: {path}
Allowed folders: {folders}</source>
        <translation>Fuera de las carpetas que BotPsy puede usar: {path}
Carpetas permitidas: {folders}</translation>
    </message>
    <message>
        <source>Not a regular file or folder: {path}</source>
        <translation>No es un archivo normal ni una carpeta: {path}</translation>
    </message>
    <message>
        <source>Not a folder: {path}</source>
        <translation>No es una carpeta: {path}</translation>
    </message>
    <message>
        <source>No permission to read: {folder}</source>
        <translation>Sin permiso de lectura: {folder}</translation>
    </message>
    <message>
        <source>only the first {part} of {size} bytes were read</source>
        <translation>solo se leyeron los primeros {part} de {size} bytes</translation>
    </message>
    <message>
        <source>{name} is a binary file ({size} bytes); it has no text to read</source>
        <translation>{name} es un archivo binario ({size} bytes); no tiene texto que leer</translation>
    </message>
    <message>
        <source>the file is not UTF-8; undecodable bytes were replaced</source>
        <translation>el archivo no está en UTF-8; se sustituyeron los bytes ilegibles</translation>
    </message>
    <message>
        <source>PDF support is not installed.</source>
        <translation>La compatibilidad con PDF no está instalada.</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read without its password.</source>
        <translation>{name} es un PDF cifrado; no se puede leer sin su contraseña.</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read.</source>
        <translation>{name} es un PDF cifrado; no se puede leer.</translation>
    </message>
    <message>
        <source>{name} is not a readable PDF ({reason}).</source>
        <translation>{name} no es un PDF legible ({reason}).</translation>
    </message>
    <message>
        <source>This is an allowed folder itself, not a file in one: {path}</source>
        <translation>Es una carpeta permitida en sí, no un archivo dentro de ella: {path}</translation>
    </message>
    <message>
        <source>Does not exist: {path}</source>
        <translation>No existe: {path}</translation>
    </message>
    <message>
        <source>No permission to write: {path}</source>
        <translation>Sin permiso de escritura: {path}</translation>
    </message>
    <message>
        <source>Exists and is not a regular file, nothing was written: {path}</source>
        <translation>Existe y no es un archivo normal, no se escribió nada: {path}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. The file as it was is unchanged. {advice}</source>
        <translation>El disco está lleno: no se escribió nada en {path}. El archivo sigue como estaba. {advice}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. {advice}</source>
        <translation>El disco está lleno: no se escribió nada en {path}. {advice}</translation>
    </message>
    <message>
        <source>Could not be written ({reason}): {path}</source>
        <translation>No se pudo escribir ({reason}): {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was moved: {path}</source>
        <translation>Ya existe, no se movió nada: {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was copied: {path}</source>
        <translation>Ya existe, no se copió nada: {path}</translation>
    </message>
    <message>
        <source>No permission to copy: {path}</source>
        <translation>Sin permiso para copiar: {path}</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to copy</source>
        <translation>{path} está anidado demasiado profundo para copiarlo</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} no existe</translation>
    </message>
    <message>
        <source>{name} is larger than {mb} MB; copy it with your file manager</source>
        <translation>{name} ocupa más de {mb} MB; cópialo con tu gestor de archivos</translation>
    </message>
    <message>
        <source>{name} could not be moved to the trash: {reason}. Nothing was deleted.</source>
        <translation>{name} no se pudo mover a la papelera: {reason}. No se eliminó nada.</translation>
    </message>
    <message>
        <source>Opening files is not supported on this system: {command} is missing.</source>
        <translation>Abrir archivos no es compatible con este sistema: falta {command}.</translation>
    </message>
    <message>
        <source>unreadable iCalendar ({error})</source>
        <translation>iCalendar ilegible ({error})</translation>
    </message>
    <message>
        <source>not an iCalendar object</source>
        <translation>no es un objeto iCalendar</translation>
    </message>
    <message>
        <source>the object holds no event or task</source>
        <translation>el objeto no contiene ningún evento ni tarea</translation>
    </message>
    <message>
        <source>the object has no UID</source>
        <translation>el objeto no tiene UID</translation>
    </message>
    <message>
        <source>the event &apos;{title}&apos; has no start</source>
        <translation>el evento &apos;{title}&apos; no tiene inicio</translation>
    </message>
    <message>
        <source>This event does not repeat; change or delete it as a whole (leave out &apos;occurrence&apos;).</source>
        <translation>Este evento no se repite; cámbialo o elimínalo entero (sin &apos;occurrence&apos;).</translation>
    </message>
    <message>
        <source>cannot expand the series ({error})</source>
        <translation>no se puede desplegar la serie ({error})</translation>
    </message>
    <message>
        <source>The series has no occurrence at {time}; use the &apos;occurrence&apos; value calendar_list_events gave.</source>
        <translation>La serie no tiene ninguna repetición en {time}; usa el valor &apos;occurrence&apos; que dio calendar_list_events.</translation>
    </message>
    <message>
        <source>The event must end after it starts (and both be dates or both times).</source>
        <translation>El evento debe terminar después de empezar (y ambos deben ser fechas o ambos horas).</translation>
    </message>
    <message>
        <source>That is an event, not a task.</source>
        <translation>Eso es un evento, no una tarea.</translation>
    </message>
    <message>
        <source>title</source>
        <comment>event field</comment>
        <extracomment>how a conflict report names an event&apos;s fields</extracomment>
        <translation>título</translation>
    </message>
    <message>
        <source>start</source>
        <comment>event field</comment>
        <translation>inicio</translation>
    </message>
    <message>
        <source>end</source>
        <comment>event field</comment>
        <translation>fin</translation>
    </message>
    <message>
        <source>due</source>
        <comment>event field</comment>
        <translation>vencimiento</translation>
    </message>
    <message>
        <source>location</source>
        <comment>event field</comment>
        <translation>lugar</translation>
    </message>
    <message>
        <source>notes</source>
        <comment>event field</comment>
        <translation>notas</translation>
    </message>
    <message>
        <source>repeat</source>
        <comment>event field</comment>
        <translation>repetición</translation>
    </message>
    <message>
        <source>status</source>
        <comment>event field</comment>
        <translation>estado</translation>
    </message>
    <message>
        <source>{field}: was &apos;{was}&apos;, now &apos;{now}&apos;</source>
        <translation>{field}: era «{was}», ahora «{now}»</translation>
    </message>
    <message>
        <source>single occurrences were changed</source>
        <translation>se cambiaron repeticiones sueltas</translation>
    </message>
    <message>
        <source>This calendar attachment is not an invitation (it has no REQUEST, CANCEL or REPLY method).</source>
        <translation>Este adjunto de calendario no es una invitación (no tiene método REQUEST, CANCEL ni REPLY).</translation>
    </message>
    <message>
        <source>This invitation has no start time or no UID; it cannot be used.</source>
        <translation>Esta invitación no tiene hora de inicio o UID; no se puede usar.</translation>
    </message>
    <message>
        <source>This invitation carries more than one event; it cannot be used.</source>
        <translation>Esta invitación contiene más de un evento; no se puede usar.</translation>
    </message>
    <message>
        <source>This invitation names no organiser; it cannot be answered.</source>
        <translation>Esta invitación no indica organizador; no se puede responder.</translation>
    </message>
    <message>
        <source>This invitation names you as its organiser, but you did not send it; it was left alone.</source>
        <translation>Esta invitación te indica como organizador, pero no la enviaste tú; no se aplicó.</translation>
    </message>
    <message>
        <source>Something in your calendar that is not an event already has this invitation&apos;s UID; it was left alone.</source>
        <translation>Algo de tu calendario que no es un evento ya tiene el UID de esta invitación; no se aplicó.</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; is your own event: an invitation from someone else cannot change or cancel it. It was left alone.</source>
        <translation>&apos;{title}&apos; es tu propio evento: una invitación de otra persona no puede cambiarlo ni cancelarlo. No se aplicó.</translation>
    </message>
    <message>
        <source>Your event &apos;{title}&apos; is organised by {holder}, not by {organizer}, who sent this invitation; it was left alone.</source>
        <translation>Tu evento &apos;{title}&apos; lo organiza {holder}, no {organizer}, que envió esta invitación; no se aplicó.</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>This mail about &apos;{title}&apos; was sent by {sender}, not by its organiser {organizer}; it was left alone.</source>
        <translation>Este correo sobre &apos;{title}&apos; lo envió {sender}, no su organizador {organizer}; no se aplicó.</translation>
    </message>
    <message>
        <source>an unknown sender</source>
        <translation>un remitente desconocido</translation>
    </message>
    <message>
        <source>This is an older version of &apos;{title}&apos; than the one in your calendar; it was left alone.</source>
        <translation>Es una versión de &apos;{title}&apos; más antigua que la de tu calendario; no se aplicó.</translation>
    </message>
    <message>
        <source>The default calendar &apos;{name}&apos; is not available (its account cannot be reached now). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>El calendario predeterminado &apos;{name}&apos; no está disponible (no se puede acceder a su cuenta ahora). Indica un calendario, p. ej. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds tasks is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Todavía no se conoce ningún calendario de {accounts} con tareas (¿no se puede acceder al servidor?). Indica un calendario, p. ej. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds events is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Todavía no se conoce ningún calendario de {accounts} con eventos (¿no se puede acceder al servidor?). Indica un calendario, p. ej. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>Several calendars are called &apos;{name}&apos;: {calendars}. Give one of these.</source>
        <translation>Varios calendarios se llaman &apos;{name}&apos;: {calendars}. Indica uno de ellos.</translation>
    </message>
    <message>
        <source>There is no calendar &apos;{name}&apos;. Calendars: {calendars}</source>
        <translation>No hay ningún calendario &apos;{name}&apos;. Calendarios: {calendars}</translation>
    </message>
    <message>
        <source>{calendar} does not hold tasks.</source>
        <translation>{calendar} no admite tareas.</translation>
    </message>
    <message>
        <source>{calendar} does not hold events.</source>
        <translation>{calendar} no admite eventos.</translation>
    </message>
    <message>
        <source>There is no event or task &apos;{uid}&apos;; use the uid calendar_list_events or calendar_list_tasks gave.</source>
        <translation>No hay ningún evento ni tarea &apos;{uid}&apos;; usa el uid que dio calendar_list_events o calendar_list_tasks.</translation>
    </message>
    <message>
        <source>This entry cannot be changed: {problem}</source>
        <translation>Esta entrada no se puede cambiar: {problem}</translation>
    </message>
    <message>
        <source>There is no calendar account &apos;{name}&apos;.</source>
        <translation>No hay ninguna cuenta de calendario &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>No password is stored for {account}.</source>
        <translation>No hay ninguna contraseña guardada para {account}.</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>Tu eliminación sin conexión de «{title}» no se envió: mientras tanto se eliminó en el servidor.</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>Tu cambio sin conexión de «{title}» no se envió: mientras tanto se eliminó en el servidor.</translation>
    </message>
    <message>
        <source>details differ</source>
        <translation>hay detalles distintos</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>Tu eliminación sin conexión de «{title}» no se envió: alguien lo cambió en el servidor mientras tanto ({changes}).</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>Tu cambio sin conexión de «{title}» no se envió: alguien lo cambió en el servidor mientras tanto ({changes}).</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>Tu eliminación sin conexión de «{title}» no se pudo enviar: {error}</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>Tu cambio sin conexión de «{title}» no se pudo enviar: {error}</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>No se pudo iniciar sesión en {name} ({error}); se muestra la copia de este ordenador, nunca sincronizada.</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>{name} está sin conexión ({error}); se muestra la copia de este ordenador, nunca sincronizada.</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>No se pudo iniciar sesión en {name} ({error}); se muestra la copia de este ordenador, sincronizada por última vez {when}.</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>{name} está sin conexión ({error}); se muestra la copia de este ordenador, sincronizada por última vez {when}.</translation>
    </message>
    <message>
        <source>It was deleted on the server meanwhile; nothing was changed.</source>
        <translation>Se eliminó en el servidor mientras tanto; no se cambió nada.</translation>
    </message>
    <message>
        <source>Someone else changed this after it was read; your change was NOT saved. Their version: {changes}. Read it again and propose the change on top of it.</source>
        <translation>Otra persona lo cambió después de leerlo; tu cambio NO se guardó. Su versión: {changes}. Léelo de nuevo y propón el cambio sobre esa versión.</translation>
    </message>
    <message>
        <source>changed details</source>
        <translation>detalles cambiados</translation>
    </message>
    <message>
        <source>{account} cannot be reached: the change is kept on this computer and will be sent when the server is back.</source>
        <translation>No se puede contactar con {account}: el cambio se guarda en este ordenador y se enviará cuando vuelva el servidor.</translation>
    </message>
    <message>
        <source>The {field} must be one line (it contains a line break).</source>
        <translation>El campo {field} debe ser una sola línea (contiene un salto de línea).</translation>
    </message>
    <message>
        <source>&apos;{address}&apos; in {field} is not a valid email address.</source>
        <translation>&apos;{address}&apos; en {field} no es una dirección de correo válida.</translation>
    </message>
    <message>
        <source>hidden content removed: {count} characters a mail client would not show (hidden or invisible text, comments, styles, scripts)</source>
        <translation>contenido oculto eliminado: {count} caracteres que un cliente de correo no mostraría (texto oculto o invisible, comentarios, estilos, scripts)</translation>
    </message>
    <message>
        <source>quoted history or signature not shown</source>
        <translation>no se muestran el historial citado ni la firma</translation>
    </message>
    <message>
        <source>cut at {count} characters</source>
        <translation>cortado a los {count} caracteres</translation>
    </message>
    <message>
        <source>The password of {account} cannot be read: no keyring answered ({error}). Start your desktop&apos;s keyring (GNOME Keyring, KWallet) and try again.</source>
        <translation>No se puede leer la contraseña de {account}: ningún llavero ha respondido ({error}). Inicia el llavero de tu escritorio (GNOME Keyring, KWallet) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Not stored: {problem}. Start your desktop&apos;s keyring (GNOME Keyring, KWallet), or allow a plaintext password file in Settings → Accounts.</source>
        <translation>No se guardó: {problem}. Inicia el llavero de tu escritorio (GNOME Keyring, KWallet) o permite un archivo de contraseñas en texto plano en Ajustes → Cuentas.</translation>
    </message>
    <message>
        <source>Say which application to open.</source>
        <translation>Di qué aplicación abrir.</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;. Close matches: {matches}</source>
        <translation>Ninguna aplicación instalada se llama &apos;{name}&apos;. Parecidas: {matches}</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;.</source>
        <translation>Ninguna aplicación instalada se llama &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>the sound system (PulseAudio or PipeWire)</source>
        <translation>el sistema de sonido (PulseAudio o PipeWire)</translation>
    </message>
    <message>
        <source>the desktop&apos;s settings</source>
        <translation>los ajustes del escritorio</translation>
    </message>
    <message>
        <source>the brightness control</source>
        <translation>el control de brillo</translation>
    </message>
    <message>
        <source>macOS&apos;s scripting</source>
        <translation>los scripts de macOS</translation>
    </message>
    <message>
        <source>the application launcher</source>
        <translation>el lanzador de aplicaciones</translation>
    </message>
    <message>
        <source>macOS&apos;s network setup</source>
        <translation>la configuración de red de macOS</translation>
    </message>
    <message>
        <source>not supported on this system: {what} is not installed ({command} is missing)</source>
        <translation>no compatible con este sistema: {what} no está instalado (falta {command})</translation>
    </message>
    <message>
        <source>{what} did not answer in time</source>
        <translation>{what} no respondió a tiempo</translation>
    </message>
    <message>
        <source>{what} is not running on this computer ({detail})</source>
        <translation>{what} no se está ejecutando en este ordenador ({detail})</translation>
    </message>
    <message>
        <source>{what} refused the change ({detail})</source>
        <translation>{what} rechazó el cambio ({detail})</translation>
    </message>
    <message>
        <source>not supported on this system: {what} on {platform}</source>
        <translation>no es posible en este sistema: {what} en {platform}</translation>
    </message>
    <message>
        <source>setting the volume</source>
        <translation>ajustar el volumen</translation>
    </message>
    <message>
        <source>muting</source>
        <translation>silenciar</translation>
    </message>
    <message>
        <source>setting the brightness</source>
        <translation>ajustar el brillo</translation>
    </message>
    <message>
        <source>switching dark mode</source>
        <translation>cambiar el modo oscuro</translation>
    </message>
    <message>
        <source>switching Wi-Fi</source>
        <translation>cambiar el Wi-Fi</translation>
    </message>
    <message>
        <source>do-not-disturb</source>
        <translation>no molestar</translation>
    </message>
    <message>
        <source>opening a web browser</source>
        <translation>abrir un navegador web</translation>
    </message>
    <message>
        <source>opening applications</source>
        <translation>abrir aplicaciones</translation>
    </message>
    <message>
        <source>not supported on this system: no backlight device (/sys/class/backlight is empty)</source>
        <translation>no compatible con este sistema: no hay dispositivo de retroiluminación (/sys/class/backlight está vacío)</translation>
    </message>
    <message>
        <source>not supported on this system: macOS has no built-in command to set the display brightness</source>
        <translation>no compatible con este sistema: macOS no tiene ningún comando integrado para ajustar el brillo de la pantalla</translation>
    </message>
    <message>
        <source>not supported on this system: setting the volume on Windows needs the pycaw package, which is not installed</source>
        <translation>no compatible con este sistema: ajustar el volumen en Windows necesita el paquete pycaw, que no está instalado</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>{name} no se pudo abrir: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) could be saved</source>
        <translation>
            <numerusform>se pudo salvar %Ln registro</numerusform>
            <numerusform>se pudieron salvar %Ln registros</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing in it could be saved</source>
        <translation>no se pudo salvar nada</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}; some of {tables} could not be read. The damaged file is kept as {copy}.</source>
        <translation>{file} estaba dañado ({reason}). BotPsy empezó con una copia nueva: {kept}; parte de {tables} no se pudo leer. El archivo dañado se conserva como {copy}.</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}. The damaged file is kept as {copy}.</source>
        <translation>{file} estaba dañado ({reason}). BotPsy empezó con una copia nueva: {kept}. El archivo dañado se conserva como {copy}.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>mostrar el número de versión y salir</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>se esperaba como mucho un argumento</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argumento explícito %r ignorado</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>no permitido con el argumento %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>se necesita uno de los argumentos %s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>orden desconocida %(parser_name)r (opciones: %(choices)s)</translation>
    </message>
    <message>
        <source>BotPsy wants to: {summary}</source>
        <translation>BotPsy quiere: {summary}</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Account: {account}</source>
        <translation>Cuenta: {account}</translation>
    </message>
    <message>
        <source>WARNING: this request came after reading content written by others:</source>
        <translation>AVISO: esta petición llegó después de leer contenido escrito por otros:</translation>
    </message>
    <message>
        <source>Approve? [y/N] </source>
        <translation>¿Aprobar? [s/N] </translation>
    </message>
    <message>
        <source>y</source>
        <comment>the short yes to Approve?</comment>
        <translation>s</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the yes to Approve?</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>No tools are available.</source>
        <translation>No hay herramientas disponibles.</translation>
    </message>
    <message>
        <source>--args is not valid JSON: {error}</source>
        <translation>--args no es JSON válido: {error}</translation>
    </message>
    <message>
        <source>Warning: the model server is another computer reached over plain http; everything BotPsy reads is sent to it unencrypted.</source>
        <translation>Aviso: el servidor del modelo es otro ordenador al que se accede por http sin cifrar; todo lo que BotPsy lee se le envía sin cifrar.</translation>
    </message>
    <message>
        <source>line {number}: not a case ({error}); skipped</source>
        <translation>línea {number}: no es un caso ({error}); omitida</translation>
    </message>
    <message numerus="yes">
        <source>%Ln case(s) done</source>
        <translation>
            <numerusform>%Ln caso hecho</numerusform>
            <numerusform>%Ln casos hechos</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>The words above are not the answer. What happened:</source>
        <translation>Las palabras de arriba no son la respuesta. Lo que pasó:</translation>
    </message>
    <message>
        <source>{app} — {model}. Empty line or Ctrl-D to quit.</source>
        <translation>{app} — {model}. Línea vacía o Ctrl-D para salir.</translation>
    </message>
    <message>
        <source>Something went wrong ({error}); the conversation goes on.</source>
        <translation>Algo salió mal ({error}); la conversación continúa.</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>instalado</translation>
    </message>
    <message>
        <source>usage: botpsy models add PATH.gguf</source>
        <translation>uso: botpsy models add RUTA.gguf</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: yes)</source>
        <translation>{id} añadido: {name} ({architecture}, contexto {context}, plantilla de chat: sí)</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: no, the built-in one will be used)</source>
        <translation>{id} añadido: {name} ({architecture}, contexto {context}, plantilla de chat: no, se usará la integrada)</translation>
    </message>
    <message>
        <source>Downloaded {id} to {path}</source>
        <translation>{id} descargado en {path}</translation>
    </message>
    <message>
        <source>No folders are allowed. Add one with `botpsy folders add PATH`.</source>
        <translation>No hay carpetas permitidas. Añade una con `botpsy folders add RUTA`.</translation>
    </message>
    <message>
        <source>usage: botpsy folders {action} PATH</source>
        <translation>uso: botpsy folders {action} RUTA</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} no es una carpeta.</translation>
    </message>
    <message>
        <source>{path} is not an allowed folder.</source>
        <translation>{path} no es una carpeta permitida.</translation>
    </message>
    <message>
        <source>Added {path}</source>
        <translation>{path} añadida</translation>
    </message>
    <message>
        <source>Removed {path}</source>
        <translation>{path} quitada</translation>
    </message>
    <message>
        <source>Say which kind: {kinds}.</source>
        <translation>Di qué tipo: {kinds}.</translation>
    </message>
    <message>
        <source>password: give it on standard input with --password-stdin</source>
        <translation>password: dalo por la entrada estándar con --password-stdin</translation>
    </message>
    <message>
        <source>The account was not saved.</source>
        <translation>La cuenta no se guardó.</translation>
    </message>
    <message>
        <source>No OS keyring could store the password ({error}). BotPsy keeps passwords only in the system keyring; start one (e.g. GNOME Keyring, KWallet) and try again.</source>
        <translation>Ningún llavero del sistema pudo guardar la contraseña ({error}). BotPsy guarda las contraseñas solo en el llavero del sistema; inicia uno (p. ej. GNOME Keyring, KWallet) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Added {name}: connection tested, password stored in the keyring.</source>
        <translation>{name} añadida: conexión probada, contraseña guardada en el llavero.</translation>
    </message>
    <message>
        <source>No accounts. Add one with {commands}.</source>
        <translation>No hay cuentas. Añade una con {commands}.</translation>
    </message>
    <message>
        <source>No account called &apos;{name}&apos;.</source>
        <translation>No hay ninguna cuenta llamada &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>{name}: no password in the keyring.</source>
        <translation>{name}: no hay contraseña en el llavero.</translation>
    </message>
    <message>
        <source>Removed {name} (its password and any offline copy).</source>
        <translation>{name} eliminada (su contraseña y cualquier copia sin conexión).</translation>
    </message>
    <message>
        <source>No account to sync.</source>
        <translation>No hay ninguna cuenta que sincronizar.</translation>
    </message>
    <message>
        <source>{kind}: {help}</source>
        <translation>{kind}: {help}</translation>
    </message>
    <message>
        <source>BotPsy: a personal assistant whose model runs on this computer. Without a command, opens the window.</source>
        <translation>BotPsy: un asistente personal cuyo modelo funciona en este ordenador. Sin una orden, abre la ventana.</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// OpenAI-compatible endpoint</source>
        <translation>un archivo .gguf, el id de un modelo instalado o un punto de acceso http(s):// compatible con OpenAI</translation>
    </message>
    <message>
        <source>log debug messages</source>
        <translation>registrar mensajes de depuración</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// endpoint</source>
        <translation>un archivo .gguf, el id de un modelo instalado o un punto de acceso http(s)://</translation>
    </message>
    <message>
        <source>model name for a remote endpoint</source>
        <translation>nombre del modelo para un punto de acceso remoto</translation>
    </message>
    <message>
        <source>allow a plain-http model server on another computer (your mail and files then cross the network unencrypted)</source>
        <translation>permitir un servidor de modelos por http simple en otro ordenador (tu correo y tus archivos cruzarán entonces la red sin cifrar)</translation>
    </message>
    <message>
        <source>context window in tokens</source>
        <translation>ventana de contexto en tokens</translation>
    </message>
    <message>
        <source>llama.cpp threads (default: follow the machine&apos;s load)</source>
        <translation>hilos de llama.cpp (por defecto: seguir la carga de la máquina)</translation>
    </message>
    <message>
        <source>grammar-constrained tool calls: lazy (default: only while a call is written), full (every token), off</source>
        <translation>llamadas a herramientas con gramática: lazy (por defecto: solo mientras se escribe una llamada), full (cada token), off</translation>
    </message>
    <message>
        <source>how the grammar is applied to a local model: llguidance (default) or llama.cpp&apos;s own GBNF sampler</source>
        <translation>cómo se aplica la gramática a un modelo local: llguidance (por defecto) o el muestreador GBNF de llama.cpp</translation>
    </message>
    <message>
        <source>chat in the terminal</source>
        <translation>conversar en el terminal</translation>
    </message>
    <message>
        <source>let the model think first</source>
        <translation>dejar que el modelo piense primero</translation>
    </message>
    <message>
        <source>the agent&apos;s policy profile (small, capable; default: the model&apos;s catalogue entry, or Settings)</source>
        <translation>el perfil de reglas del agente (small, capable; por defecto: la entrada del catálogo del modelo, o Ajustes)</translation>
    </message>
    <message>
        <source>switch a named assist or honesty policy off (repeatable)</source>
        <translation>desactivar una regla de ayuda o de honestidad por su nombre (repetible)</translation>
    </message>
    <message>
        <source>predict tool calls for a JSONL file (runs no tool)</source>
        <translation>predecir llamadas a herramientas para un archivo JSONL (no ejecuta ninguna)</translation>
    </message>
    <message>
        <source>cases (JSONL), - for stdin</source>
        <translation>casos (JSONL), - para la entrada estándar</translation>
    </message>
    <message>
        <source>predictions (JSONL), - for stdout</source>
        <translation>predicciones (JSONL), - para la salida estándar</translation>
    </message>
    <message>
        <source>the most tokens a prediction may take</source>
        <translation>el máximo de tokens por predicción</translation>
    </message>
    <message>
        <source>no corrective second try</source>
        <translation>sin segundo intento correctivo</translation>
    </message>
    <message>
        <source>do not ask the model for further parallel calls</source>
        <translation>no pedir al modelo más llamadas en paralelo</translation>
    </message>
    <message>
        <source>list every tool with its effect class</source>
        <translation>listar cada herramienta con su clase de efecto</translation>
    </message>
    <message>
        <source>as JSON, for scripts</source>
        <translation>como JSON, para scripts</translation>
    </message>
    <message>
        <source>run one tool through the confirmation gate</source>
        <translation>ejecutar una herramienta pasando por la confirmación</translation>
    </message>
    <message>
        <source>the tool&apos;s name (see `botpsy tools`)</source>
        <translation>el nombre de la herramienta (ver `botpsy tools`)</translation>
    </message>
    <message>
        <source>the arguments as a JSON object</source>
        <translation>los argumentos como objeto JSON</translation>
    </message>
    <message>
        <source>approve exactly this call without asking</source>
        <translation>aprobar exactamente esta llamada sin preguntar</translation>
    </message>
    <message>
        <source>the folders the assistant may use</source>
        <translation>las carpetas que el asistente puede usar</translation>
    </message>
    <message>
        <source>a folder (for add and remove)</source>
        <translation>una carpeta (para add y remove)</translation>
    </message>
    <message>
        <source>mail, calendar, ... accounts: add, list, test, remove</source>
        <translation>cuentas de correo, calendario…: add, list, test, remove</translation>
    </message>
    <message>
        <source>for add: the kind ({kinds}); for test/remove: the account name</source>
        <translation>para add: el tipo ({kinds}); para test/remove: el nombre de la cuenta</translation>
    </message>
    <message>
        <source>for add: the new account&apos;s name</source>
        <translation>para add: el nombre de la nueva cuenta</translation>
    </message>
    <message>
        <source>read the password from standard input (one line) instead of asking</source>
        <translation>leer la contraseña de la entrada estándar (una línea) en vez de preguntarla</translation>
    </message>
    <message>
        <source>sync the local copies of mail and calendars now</source>
        <translation>sincronizar ahora las copias locales del correo y los calendarios</translation>
    </message>
    <message>
        <source>one account&apos;s name (default: every account)</source>
        <translation>el nombre de una cuenta (por defecto: todas las cuentas)</translation>
    </message>
    <message>
        <source>check this installation (no network)</source>
        <translation>comprobar esta instalación (sin red)</translation>
    </message>
    <message>
        <source>also load this GGUF and generate a token</source>
        <translation>cargar también este GGUF y generar un token</translation>
    </message>
    <message>
        <source>list, add, pull or verify models</source>
        <translation>listar, añadir, descargar o verificar modelos</translation>
    </message>
    <message>
        <source>PATH for add, NAME for pull</source>
        <translation>RUTA para add, NOMBRE para pull</translation>
    </message>
    <message>
        <source>this is a bug in BotPsy, not something you did ({error}). Please report it; `botpsy --verbose {command} …` shows the details.</source>
        <translation>es un error de BotPsy, no algo que hayas hecho ({error}). Por favor, infórmalo; `botpsy --verbose {command} …` muestra los detalles.</translation>
    </message>
    <message>
        <source>There is no policy profile &apos;{profile}&apos;; choose one of {profiles}.</source>
        <extracomment>every policy, in the order the loop meets them</extracomment>
        <translation>No existe el perfil de reglas «{profile}»; elige uno de {profiles}.</translation>
    </message>
    <message>
        <source>There is no policy {names}; the policies are: {policies}.</source>
        <translation>No existe la regla {names}; las reglas son: {policies}.</translation>
    </message>
    <message>
        <source>Safety policies cannot be switched off: {names}.</source>
        <translation>Las reglas de seguridad no se pueden desactivar: {names}.</translation>
    </message>
    <message>
        <source>The disk is full, so the last change was not saved (what was saved before is unchanged). {advice}</source>
        <extracomment>index i migrates from version i to i + 1; append only, never edit a released step.</extracomment>
        <translation>El disco está lleno, así que el último cambio no se guardó (lo guardado antes no ha cambiado). {advice}</translation>
    </message>
    <message>
        <source>No model called &apos;{name}&apos; in the catalog. Known: {known}.</source>
        <translation>No hay ningún modelo llamado «{name}» en el catálogo. Conocidos: {known}.</translation>
    </message>
    <message>
        <source>Not enough space for {file}: it needs {needed} more, and the disk has {free} free. Nothing was downloaded; free some space and try again.</source>
        <translation>No hay espacio suficiente para {file}: necesita {needed} más y el disco tiene {free} libres. No se descargó nada; libera espacio e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>huggingface_hub is missing: {error}</source>
        <translation>Falta huggingface_hub: {error}</translation>
    </message>
    <message>
        <source>The disk is full, so {file} could not be downloaded; what arrived is kept and the download resumes there next time. {advice}</source>
        <translation>El disco está lleno, así que {file} no se pudo descargar; lo que llegó se conserva y la descarga seguirá desde ahí la próxima vez. {advice}</translation>
    </message>
    <message>
        <source>Could not download {file} from {repository}: {error}. Check the network; a partial download resumes next time.</source>
        <translation>No se pudo descargar {file} de {repository}: {error}. Revisa la red; una descarga parcial continúa la próxima vez.</translation>
    </message>
    <message>
        <source>{file} failed its checksum (expected {expected}…, got {actual}…); the damaged file was removed. Try again.</source>
        <translation>{file} no superó la suma de comprobación (se esperaba {expected}…, se obtuvo {actual}…); se eliminó el archivo dañado. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>No installed model is called {model}.</source>
        <translation>Ningún modelo instalado se llama {model}.</translation>
    </message>
    <message>
        <source>No model &apos;{model}&apos; is installed. Run `botpsy models pull {default}` or `botpsy models add PATH.gguf`, or pass --model PATH.gguf.</source>
        <translation>El modelo «{model}» no está instalado. Ejecuta `botpsy models pull {default}` o `botpsy models add RUTA.gguf`, o usa --model RUTA.gguf.</translation>
    </message>
    <message>
        <source>{file} does not exist or is not a file.</source>
        <extracomment>arrays of arrays: real files nest none; a crafted one nested 5,000 deep (60 KB) to exhaust Python&apos;s recursion (issue 26, item 6)</extracomment>
        <translation>{file} no existe o no es un archivo.</translation>
    </message>
    <message>
        <source>{file} is not a GGUF model file (it does not start with &apos;GGUF&apos;). BotPsy needs a .gguf file, such as the ones `botpsy models pull` downloads.</source>
        <translation>{file} no es un archivo de modelo GGUF (no empieza por «GGUF»). BotPsy necesita un archivo .gguf, como los que descarga `botpsy models pull`.</translation>
    </message>
    <message>
        <source>{file} looks like a GGUF file but its header cannot be read ({error}); the file is probably damaged or incomplete.</source>
        <translation>{file} parece un archivo GGUF pero su cabecera no se puede leer ({error}); el archivo probablemente está dañado o incompleto.</translation>
    </message>
    <message>
        <source>{file} is incomplete: its tensors need {needed} bytes but the file has {size}. Download it again (downloads resume where they stopped).</source>
        <translation>{file} está incompleto: sus tensores necesitan {needed} bytes pero el archivo tiene {size}. Descárgalo de nuevo (las descargas continúan donde se quedaron).</translation>
    </message>
    <message>
        <source>{file} has no general.architecture: not a usable model.</source>
        <translation>{file} no tiene general.architecture: no es un modelo utilizable.</translation>
    </message>
    <message>
        <source>llama.cpp could not be loaded: {error}</source>
        <translation>No se pudo cargar llama.cpp: {error}</translation>
    </message>
    <message>
        <source>llama.cpp could not load {file}: {error}</source>
        <translation>llama.cpp no pudo cargar {file}: {error}</translation>
    </message>
    <message>
        <source>{address} is not an http(s) address of a model server.</source>
        <translation>{address} no es una dirección http(s) de un servidor de modelos.</translation>
    </message>
    <message>
        <source>Leave credentials out of the model server&apos;s address.</source>
        <translation>No pongas credenciales en la dirección del servidor de modelos.</translation>
    </message>
    <message>
        <source>{host} is another computer and the address is plain http: your mail, files and events would cross the network unencrypted. Use https://, or say you accept that (botpsy … --insecure-http).</source>
        <translation>{host} es otro ordenador y la dirección es http simple: tu correo, tus archivos y tus eventos cruzarían la red sin cifrar. Usa https:// o indica que lo aceptas (botpsy … --insecure-http).</translation>
    </message>
    <message>
        <source>The model server answered {code}: {detail}</source>
        <translation>El servidor de modelos respondió {code}: {detail}</translation>
    </message>
    <message>
        <source>The model server at {address} is unreachable: {reason}</source>
        <translation>No se puede contactar con el servidor de modelos en {address}: {reason}</translation>
    </message>
    <message>
        <source>the chat template refused the conversation: {message}</source>
        <translation>la plantilla de chat rechazó la conversación: {message}</translation>
    </message>
    <message>
        <source>the chat template is {size} characters long; a real one is far below {limit}</source>
        <translation>la plantilla de chat tiene {size} caracteres; una real está muy por debajo de {limit}</translation>
    </message>
    <message>
        <source>the chat template is not valid Jinja: {error}</source>
        <translation>la plantilla de chat no es Jinja válido: {error}</translation>
    </message>
    <message>
        <source>the chat template failed: {error}</source>
        <translation>la plantilla de chat falló: {error}</translation>
    </message>
    <message>
        <source>the chat template produced {size} characters</source>
        <translation>la plantilla de chat produjo {size} caracteres</translation>
    </message>
    <message>
        <source>an address like https://calendar.example.com/</source>
        <translation>una dirección como https://calendar.example.com/</translation>
    </message>
    <message>
        <source>leave the user name and password out of the address; give them in their own fields (the password goes to the keyring)</source>
        <translation>quita el usuario y la contraseña de la dirección; ponlos en sus propios campos (la contraseña va al llavero)</translation>
    </message>
    <message>
        <source>use https:// (plain http only for a server on this computer)</source>
        <translation>usa https:// (http simple solo para un servidor en este ordenador)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no existe ese archivo</translation>
    </message>
    <message>
        <source>not an email address</source>
        <translation>no es una dirección de correo</translation>
    </message>
    <message>
        <source>must be tls or starttls</source>
        <translation>debe ser tls o starttls</translation>
    </message>
    <message>
        <source>plaintext is allowed only for a server on localhost, and only when you allow it</source>
        <translation>sin cifrado solo para un servidor en localhost, y solo si lo permites</translation>
    </message>
    <message>
        <source>not a port number</source>
        <translation>no es un número de puerto</translation>
    </message>
    <message>
        <source>{kind} &apos;{label}&apos; at {when}</source>
        <translation>{kind} «{label}»: {when}</translation>
    </message>
</context>
</TS>
