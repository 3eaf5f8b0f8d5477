<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add a {kind}</source>
        <translation>{kind} hinzufügen</translation>
    </message>
    <message>
        <source>Test the connection before saving.</source>
        <translation>Teste die Verbindung, bevor du speicherst.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Looking up the mail servers of this address…</source>
        <translation>Suche die Mailserver dieser Adresse…</translation>
    </message>
    <message>
        <source>Enter the servers of your provider below.</source>
        <translation>Gib unten die Server deines Anbieters ein.</translation>
    </message>
    <message>
        <source>BotPsy does not know this provider&apos;s servers: enter them below (your provider&apos;s help pages give them).</source>
        <translation>BotPsy kennt die Server dieses Anbieters nicht: Gib sie unten ein (die Hilfeseiten deines Anbieters nennen sie).</translation>
    </message>
    <message>
        <source>The suggested servers were not used: enter your provider&apos;s servers below.</source>
        <translation>Die vorgeschlagenen Server wurden nicht übernommen: Gib unten die Server deines Anbieters ein.</translation>
    </message>
    <message>
        <source>Servers filled in from {source}.</source>
        <translation>Server aus {source} übernommen.</translation>
    </message>
    <message>
        <source>Check them, then test the connection.</source>
        <translation>Prüfe sie und teste dann die Verbindung.</translation>
    </message>
    <message>
        <source>Use these mail servers?</source>
        <translation>Diese Mailserver verwenden?</translation>
    </message>
    <message>
        <source>{activity}  ({seconds} s)</source>
        <translation>{activity}  ({seconds} s)</translation>
    </message>
    <message>
        <source>an account with this name exists</source>
        <translation>ein Konto mit diesem Namen gibt es schon</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>Fix the fields marked above.</source>
        <translation>Korrigiere die oben markierten Felder.</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Verbindung wird getestet…</translation>
    </message>
    <message>
        <source>The connection test failed; see the marked fields.</source>
        <translation>Der Verbindungstest ist fehlgeschlagen; sieh dir die markierten Felder an.</translation>
    </message>
    <message>
        <source>The connection works. You can save the account.</source>
        <translation>Die Verbindung funktioniert. Du kannst das Konto speichern.</translation>
    </message>
    <message>
        <source>The test could not run: {error}</source>
        <translation>Der Test konnte nicht laufen: {error}</translation>
    </message>
    <message>
        <source>No OS keyring could store the password. BotPsy keeps passwords only in the system keyring ({error}).</source>
        <translation>Kein Schlüsselbund des Systems konnte das Passwort speichern. BotPsy speichert Passwörter nur im Schlüsselbund des Systems ({error}).</translation>
    </message>
    <message>
        <source>BotPsy — {alert}</source>
        <translation>BotPsy – {alert}</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Erinnerung</translation>
    </message>
    <message>
        <source>Due {moment}</source>
        <translation>Fällig {moment}</translation>
    </message>
    <message numerus="yes">
        <source>Snooze %Ln min</source>
        <translation>
            <numerusform>%Ln Min. schlummern</numerusform>
            <numerusform>%Ln Min. schlummern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snooze for %Ln minute(s)</source>
        <translation>
            <numerusform>%Ln Minute schlummern</numerusform>
            <numerusform>%Ln Minuten schlummern</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Missed while BotPsy was closed: </source>
        <translation>Verpasst, während BotPsy geschlossen war: </translation>
    </message>
    <message>
        <source>{app} hit a bug</source>
        <translation>{app} ist auf einen Fehler gestoßen</translation>
    </message>
    <message>
        <source>Something unexpected went wrong. Your conversations are safe.

Details were written to:
{path}</source>
        <translation>Etwas Unerwartetes ist schiefgegangen. Deine Unterhaltungen sind sicher.

Details stehen in:
{path}</translation>
    </message>
    <message>
        <source>Show BotPsy</source>
        <translation>BotPsy zeigen</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Pause sync</source>
        <translation>Abgleich pausieren</translation>
    </message>
    <message>
        <source>Quit BotPsy</source>
        <translation>BotPsy beenden</translation>
    </message>
    <message>
        <source>Resume sync</source>
        <translation>Abgleich fortsetzen</translation>
    </message>
    <message>
        <source>Sync paused: mail and calendars are not updated until you resume it.</source>
        <translation>Abgleich pausiert: E-Mails und Kalender werden erst wieder aktualisiert, wenn du ihn fortsetzt.</translation>
    </message>
    <message>
        <source>Sync resumed.</source>
        <translation>Abgleich fortgesetzt.</translation>
    </message>
    <message>
        <source>a snoozed alert</source>
        <translation>eine verschobene Erinnerung</translation>
    </message>
    <message>
        <source>BotPsy keeps running so that {waiting} still happens. Quit from the tray icon&apos;s menu; Settings › Window turns this off.</source>
        <translation>BotPsy läuft weiter, damit {waiting} trotzdem stattfindet. Beenden kannst du es im Menü des Symbols im Infobereich; Einstellungen › Fenster schaltet das ab.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>BotPsy is still running</source>
        <translation>BotPsy läuft noch</translation>
    </message>
    <message>
        <source>{account} can be reached again, and the local copy is up to date.</source>
        <extracomment>how often the accounts are synced when all is well the first retry after a failed sync; each further failure doubles it, up to INTERVAL_MS an account that has failed every sync for this long, and at least LONG_OUTAGE_SYNCS times in a row, is told to the user once (and again when it is back): offline for a few minutes is normal on a laptop, a server that refuses for half an hour is worth knowing about</extracomment>
        <translation>{account} ist wieder erreichbar, und die lokale Kopie ist auf dem neuesten Stand.</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>E-Mail</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new message(s)</source>
        <translation>
            <numerusform>%Ln neue Nachricht</numerusform>
            <numerusform>%Ln neue Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>BotPsy has not reached {account} for {minutes} minutes. It keeps trying and uses the local copy meanwhile. The last error: {error}</source>
        <translation>BotPsy erreicht {account} seit {minutes} Minuten nicht. Es versucht es weiter und nutzt so lange die lokale Kopie. Der letzte Fehler: {error}</translation>
    </message>
    <message>
        <source>Some of BotPsy&apos;s data was damaged</source>
        <translation>Einige Daten von BotPsy waren beschädigt</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Das Modell wird geladen…</translation>
    </message>
    <message>
        <source>No model chosen — open Settings</source>
        <translation>Kein Modell gewählt – öffne die Einstellungen</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>{error} Your new settings apply until BotPsy quits; change a setting again once there is space to keep them.</source>
        <translation>{error} Deine neuen Einstellungen gelten, bis BotPsy beendet wird; ändere eine Einstellung erneut, sobald Platz ist, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new account</source>
        <translation>BotPsy wird für dein neues Konto vorbereitet</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new settings</source>
        <translation>BotPsy wird für deine neuen Einstellungen vorbereitet</translation>
    </message>
    <message>
        <source>BotPsy could not change starting at login: {error}</source>
        <translation>BotPsy konnte den Start bei der Anmeldung nicht ändern: {error}</translation>
    </message>
    <message>
        <source>BotPsy is already running but does not answer. Close it (or end it in your task manager), then start BotPsy again.</source>
        <translation>BotPsy läuft bereits, antwortet aber nicht. Schließe es (oder beende es im Task-Manager) und starte BotPsy dann neu.</translation>
    </message>
    <message>
        <source>BotPsy cannot open its data:
{error}</source>
        <translation>BotPsy kann seine Daten nicht öffnen:
{error}</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Wartet auf dich</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Not valid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Already done</source>
        <translation>Schon erledigt</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message numerus="yes">
        <source>Show more (%Ln character(s))</source>
        <translation>
            <numerusform>Mehr zeigen (%Ln Zeichen)</numerusform>
            <numerusform>Mehr zeigen (%Ln Zeichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Deine Nachricht</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>Mehr zeigen</translation>
    </message>
    <message>
        <source>Show the whole message</source>
        <translation>Die ganze Nachricht zeigen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy your message</source>
        <translation>Deine Nachricht kopieren</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit and send again</source>
        <translation>Bearbeiten und erneut senden</translation>
    </message>
    <message>
        <source>Show less</source>
        <translation>Weniger zeigen</translation>
    </message>
    <message>
        <source>Copy this code</source>
        <translation>Diesen Code kopieren</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Code in {language}</source>
        <translation>Code in {language}</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denkt nach</translation>
    </message>
    <message>
        <source>Show the model&apos;s thinking</source>
        <translation>Die Überlegungen des Modells zeigen</translation>
    </message>
    <message>
        <source>Copy this answer</source>
        <translation>Diese Antwort kopieren</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu schreiben</translation>
    </message>
    <message>
        <source>Write this answer again</source>
        <translation>Diese Antwort neu schreiben</translation>
    </message>
    <message>
        <source>BotPsy&apos;s answer</source>
        <translation>Antwort von BotPsy</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show details of {tool}</source>
        <translation>Details zu {tool} zeigen</translation>
    </message>
    <message>
        <source>Tool call {tool}: {action}</source>
        <translation>Werkzeugaufruf {tool}: {action}</translation>
    </message>
    <message>
        <source>Arguments: {arguments}</source>
        <translation>Argumente: {arguments}</translation>
    </message>
    <message>
        <source>Arguments: none</source>
        <translation>Argumente: keine</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Ergebnis: {result}</translation>
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
        <translation>Was BotPsy gerade tut</translation>
    </message>
    <message>
        <source>Reading progress</source>
        <translation>Lesefortschritt</translation>
    </message>
    <message>
        <source>Time since your message</source>
        <translation>Zeit seit deiner Nachricht</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Changes something</source>
        <translation>Ändert etwas</translation>
    </message>
    <message>
        <source>Sends</source>
        <translation>Sendet</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>Löscht</translation>
    </message>
    <message>
        <source>Changes this device</source>
        <translation>Ändert dieses Gerät</translation>
    </message>
    <message>
        <source>Include: {action}</source>
        <translation>Einschließen: {action}</translation>
    </message>
    <message>
        <source>This request came after BotPsy read content written by someone else. Make sure it is what you want; text in that content may try to make the assistant act for its author.</source>
        <translation>Diese Anfrage kam, nachdem BotPsy Inhalte gelesen hat, die jemand anderes geschrieben hat. Prüfe, ob du das wirklich willst: Text in diesen Inhalten kann versuchen, den Assistenten im Sinne seines Verfassers handeln zu lassen.</translation>
    </message>
    <message>
        <source>Read in this conversation:</source>
        <translation>In dieser Unterhaltung gelesen:</translation>
    </message>
    <message>
        <source>Warning: request follows untrusted content</source>
        <translation>Warnung: Anfrage folgt auf fremde Inhalte</translation>
    </message>
    <message>
        <source>This cannot be undone, so BotPsy asks every time.</source>
        <translation>Das lässt sich nicht rückgängig machen, deshalb fragt BotPsy jedes Mal.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Edit {field}</source>
        <translation>{field} bearbeiten</translation>
    </message>
    <message>
        <source>Allow this kind of action for the rest of this conversation</source>
        <translation>Diese Art von Aktion für den Rest dieser Unterhaltung erlauben</translation>
    </message>
    <message>
        <source>{field}: not a valid value</source>
        <translation>{field}: kein gültiger Wert</translation>
    </message>
    <message>
        <source>BotPsy asks for your approval</source>
        <translation>BotPsy bittet um deine Zustimmung</translation>
    </message>
    <message>
        <source>BotPsy wants to do this. Nothing happens unless you approve.</source>
        <translation>BotPsy möchte Folgendes tun. Nichts passiert, solange du nicht zustimmst.</translation>
    </message>
    <message numerus="yes">
        <source>BotPsy wants to do these %Ln things. Uncheck any you do not want.</source>
        <translation>
            <numerusform>BotPsy möchte %Ln Sache tun. Entferne den Haken bei allem, was du nicht willst.</numerusform>
            <numerusform>BotPsy möchte diese %Ln Dinge tun. Entferne den Haken bei allem, was du nicht willst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the details before approving</source>
        <translation>Die Angaben vor dem Bestätigen bearbeiten</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Deny: do nothing</source>
        <translation>Ablehnen: nichts tun</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Approve and run</source>
        <translation>Bestätigen und ausführen</translation>
    </message>
    <message>
        <source>Back to preview</source>
        <translation>Zurück zur Vorschau</translation>
    </message>
    <message>
        <source>Approve edited</source>
        <translation>Bearbeitetes bestätigen</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>{day} (all day)</source>
        <extracomment>how a moment is written around the locale&apos;s own date and time</extracomment>
        <translation>{day} (ganztägig)</translation>
    </message>
    <message>
        <source>{day}, {time}</source>
        <translation>{day}, {time}</translation>
    </message>
    <message>
        <source>{day} {time}</source>
        <translation>{day} {time}</translation>
    </message>
    <message>
        <source>ddd d MMM</source>
        <extracomment>how a card writes a day near the one it was written on (QLocale date formats, which a translation may reorder: &quot;ddd d. MMM&quot; in German)</extracomment>
        <translation>ddd d. MMM</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>morgen</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>{done} of {total} MB</source>
        <translation>{done} von {total} MB</translation>
    </message>
    <message>
        <source>The model is not loaded (the status bar says why): choose another one in Settings, or check its file.</source>
        <translation>Das Modell ist nicht geladen (die Statusleiste sagt, warum): Wähle in den Einstellungen ein anderes oder prüfe seine Datei.</translation>
    </message>
    <message>
        <source>This request changed something (see the Action journal), so it cannot be rewritten: send a new message instead.</source>
        <translation>Diese Anfrage hat etwas geändert (siehe Aktionsprotokoll), daher kann sie nicht neu geschrieben werden: Sende stattdessen eine neue Nachricht.</translation>
    </message>
    <message>
        <source>The messages above were set aside to keep this conversation going: BotPsy no longer sees them.</source>
        <translation>Die Nachrichten oben wurden beiseitegelegt, damit diese Unterhaltung weitergehen kann: BotPsy sieht sie nicht mehr.</translation>
    </message>
    <message numerus="yes">
        <source>This conversation grew longer than BotPsy can read at once, so it set aside the oldest %Ln exchange(s). They stay here for you to read; BotPsy no longer sees them.</source>
        <translation>
            <numerusform>Diese Unterhaltung ist länger geworden, als BotPsy auf einmal lesen kann, deshalb hat es den ältesten Wortwechsel beiseitegelegt. Er bleibt hier für dich lesbar; BotPsy sieht ihn nicht mehr.</numerusform>
            <numerusform>Diese Unterhaltung ist länger geworden, als BotPsy auf einmal lesen kann, deshalb hat es die ältesten %Ln Wortwechsel beiseitegelegt. Sie bleiben hier für dich lesbar; BotPsy sieht sie nicht mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading your message</source>
        <translation>Liest deine Nachricht</translation>
    </message>
    <message>
        <source>+  New chat</source>
        <translation>+  Neuer Chat</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Unterhaltungen durchsuchen</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Suche leeren</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>Action journal</source>
        <translation>Aktionsprotokoll</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Ask BotPsy anything — “find the PDF about the lease in my Documents”, “draft a note to Sam”. You approve every change.</source>
        <translation>Frag BotPsy, was du willst – „finde das PDF zum Mietvertrag in meinen Dokumenten“, „entwirf eine Notiz an Sam“. Jede Änderung bestätigst du selbst.</translation>
    </message>
    <message>
        <source>Message BotPsy  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Nachricht an BotPsy  (Eingabe zum Senden, Umschalt+Eingabe für eine neue Zeile)</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send message</source>
        <translation>Nachricht senden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop generating</source>
        <translation>Schreiben anhalten</translation>
    </message>
    <message>
        <source>No model</source>
        <translation>Kein Modell</translation>
    </message>
    <message>
        <source>Go to the message box</source>
        <translation>Zum Nachrichtenfeld</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Größerer Text</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinerer Text</translation>
    </message>
    <message>
        <source>Text at normal size</source>
        <translation>Text in normaler Größe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>{what}  ({keys})</source>
        <translation>{what}  ({keys})</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Die Nachricht senden</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Neue Zeile in der Nachricht</translation>
    </message>
    <message>
        <source>Move between controls</source>
        <translation>Zwischen Bedienelementen wechseln</translation>
    </message>
    <message>
        <source>{what}: {keys}</source>
        <translation>{what}: {keys}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Text size {percent}</source>
        <translation>Textgröße {percent}</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Unterhaltung löschen</translation>
    </message>
    <message>
        <source>Delete “{title}”?</source>
        <translation>„{title}“ löschen?</translation>
    </message>
    <message>
        <source>No model is chosen yet: choose one in Settings.</source>
        <translation>Es ist noch kein Modell gewählt: Wähle eines in den Einstellungen.</translation>
    </message>
    <message>
        <source>Waiting for the model to load… {detail}</source>
        <translation>Warte, bis das Modell geladen ist… {detail}</translation>
    </message>
    <message>
        <source>{activity}…</source>
        <translation>{activity}…</translation>
    </message>
    <message>
        <source>{error} Your message was not sent; it is back in the box below.</source>
        <translation>{error} Deine Nachricht wurde nicht gesendet; sie steht wieder im Feld unten.</translation>
    </message>
    <message>
        <source>A new conversation could not be started: {error}</source>
        <translation>Eine neue Unterhaltung konnte nicht begonnen werden: {error}</translation>
    </message>
    <message>
        <source>Stopped. Your message was not sent.</source>
        <translation>Angehalten. Deine Nachricht wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>{activity} {percent}</source>
        <translation>{activity} {percent}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Schreibt…</translation>
    </message>
    <message>
        <source>Preparing: {action}</source>
        <translation>Bereitet vor: {action}</translation>
    </message>
    <message>
        <source>Waiting for you: {action}</source>
        <translation>Wartet auf dich: {action}</translation>
    </message>
    <message>
        <source>Running: {action}</source>
        <translation>Führt aus: {action}</translation>
    </message>
    <message>
        <source>Going on without it…</source>
        <translation>Macht ohne das weiter…</translation>
    </message>
    <message>
        <source>Reading the result</source>
        <translation>Liest das Ergebnis</translation>
    </message>
    <message>
        <source>Reading the result…</source>
        <translation>Liest das Ergebnis…</translation>
    </message>
    <message>
        <source>{speed} tokens/s</source>
        <translation>{speed} Token/s</translation>
    </message>
    <message>
        <source>context {used} / {total}</source>
        <translation>Kontext {used} / {total}</translation>
    </message>
    <message>
        <source>{error} This conversation stays in the window and is saved with your next message.</source>
        <translation>{error} Diese Unterhaltung bleibt im Fenster und wird mit deiner nächsten Nachricht gespeichert.</translation>
    </message>
    <message>
        <source>This conversation could not be saved: {error}</source>
        <translation>Diese Unterhaltung konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Model not loaded</source>
        <translation>Modell nicht geladen</translation>
    </message>
    <message>
        <source>The model could not be loaded: {detail}</source>
        <translation>Das Modell konnte nicht geladen werden: {detail}</translation>
    </message>
    <message>
        <source>Your message was not sent: there is no model to read it.</source>
        <translation>Deine Nachricht wurde nicht gesendet: Es gibt kein Modell, das sie lesen könnte.</translation>
    </message>
    <message>
        <source>from the catalog</source>
        <translation>aus dem Katalog</translation>
    </message>
    <message>
        <source>your file</source>
        <translation>deine Datei</translation>
    </message>
    <message>
        <source>file missing</source>
        <translation>Datei fehlt</translation>
    </message>
    <message>
        <source>Download cancelled; it resumes where it stopped next time.</source>
        <translation>Download abgebrochen; er geht beim nächsten Mal dort weiter, wo er aufgehört hat.</translation>
    </message>
    <message>
        <source>Download failed: {error}</source>
        <translation>Download fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Installierte Modelle</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>Dieses Modell verwenden</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Check that the file is whole (as downloaded)</source>
        <translation>Prüfen, ob die Datei vollständig ist (wie heruntergeladen)</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modell zum Herunterladen</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Download abbrechen</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Downloadfortschritt</translation>
    </message>
    <message>
        <source>The installed models could not be read: {error}</source>
        <translation>Die installierten Modelle konnten nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Every catalog model is installed</source>
        <translation>Alle Modelle des Katalogs sind installiert</translation>
    </message>
    <message>
        <source>{model} will be used once you save.</source>
        <translation>{model} wird verwendet, sobald du speicherst.</translation>
    </message>
    <message>
        <source>Checking {model}…</source>
        <translation>{model} wird geprüft…</translation>
    </message>
    <message>
        <source>{model}: the file is whole.</source>
        <translation>{model}: Die Datei ist vollständig.</translation>
    </message>
    <message>
        <source>This model is in use: choose another one first.</source>
        <translation>Dieses Modell ist in Gebrauch: Wähle zuerst ein anderes.</translation>
    </message>
    <message>
        <source>Remove {model}? Its downloaded file ({size}) is deleted.</source>
        <translation>{model} entfernen? Seine heruntergeladene Datei ({size}) wird gelöscht.</translation>
    </message>
    <message>
        <source>Remove {model} from the list? The file stays where it is.</source>
        <translation>{model} aus der Liste entfernen? Die Datei bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Modell entfernen</translation>
    </message>
    <message>
        <source>Removed {model} and deleted its file.</source>
        <translation>{model} entfernt und seine Datei gelöscht.</translation>
    </message>
    <message>
        <source>Removed {model}.</source>
        <translation>{model} entfernt.</translation>
    </message>
    <message>
        <source>Downloading… you can cancel and resume later.</source>
        <translation>Wird heruntergeladen… Du kannst abbrechen und später fortsetzen.</translation>
    </message>
    <message>
        <source>Downloaded and verified: {file}.</source>
        <translation>Heruntergeladen und geprüft: {file}.</translation>
    </message>
    <message>
        <source>BotPsy can only see and change files inside these folders.</source>
        <translation>BotPsy kann nur Dateien in diesen Ordnern sehen und ändern.</translation>
    </message>
    <message>
        <source>Allowed folders</source>
        <translation>Erlaubte Ordner</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Allow a folder</source>
        <translation>Einen Ordner erlauben</translation>
    </message>
    <message>
        <source>Model file (GGUF)</source>
        <translation>Modelldatei (GGUF)</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <source>No model chosen</source>
        <translation>Kein Modell gewählt</translation>
    </message>
    <message>
        <source>Let the model think before answering (slower, sometimes better)</source>
        <translation>Das Modell vor dem Antworten nachdenken lassen (langsamer, manchmal besser)</translation>
    </message>
    <message>
        <source>Assistant rules:</source>
        <translation>Regeln des Assistenten:</translation>
    </message>
    <message>
        <source>Automatic (from the model)</source>
        <translation>Automatisch (vom Modell)</translation>
    </message>
    <message>
        <source>For small models (more help from the app)</source>
        <translation>Für kleine Modelle (mehr Hilfe durch die App)</translation>
    </message>
    <message>
        <source>For capable models (the model&apos;s own answers)</source>
        <translation>Für leistungsfähige Modelle (die eigenen Antworten des Modells)</translation>
    </message>
    <message>
        <source>Assistant rules</source>
        <translation>Regeln des Assistenten</translation>
    </message>
    <message>
        <source>Which of the app&apos;s rules help the model. Safety rules always apply.</source>
        <translation>Welche Regeln der App dem Modell helfen. Sicherheitsregeln gelten immer.</translation>
    </message>
    <message>
        <source>Run the welcome guide again…</source>
        <translation>Den Einführungsassistenten erneut starten…</translation>
    </message>
    <message>
        <source>Run the welcome guide again</source>
        <translation>Den Einführungsassistenten erneut starten</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Mail and calendar accounts. Passwords are kept in your system&apos;s keyring, never in BotPsy&apos;s files. BotPsy works without any account.</source>
        <translation>E-Mail- und Kalenderkonten. Passwörter liegen im Schlüsselbund deines Systems, nie in den Dateien von BotPsy. BotPsy funktioniert auch ohne Konto.</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>Add {kind}…</source>
        <translation>{kind} hinzufügen…</translation>
    </message>
    <message>
        <source>Allow a password store that is not the system keyring (not recommended)</source>
        <translation>Einen Passwortspeicher erlauben, der nicht der Schlüsselbund des Systems ist (nicht empfohlen)</translation>
    </message>
    <message>
        <source>Allow a plaintext password store</source>
        <translation>Einen Klartext-Passwortspeicher erlauben</translation>
    </message>
    <message>
        <source>Only for computers without a keyring. Passwords would sit in a file that anyone who can read your files (a backup, another program, someone at this computer) can read in the clear.</source>
        <translation>Nur für Computer ohne Schlüsselbund. Die Passwörter lägen in einer Datei, die jeder im Klartext lesen kann, der deine Dateien lesen kann (eine Sicherung, ein anderes Programm, jemand an diesem Computer).</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language shows when BotPsy starts again.</source>
        <translation>Eine neue Sprache erscheint, wenn BotPsy neu startet.</translation>
    </message>
    <message>
        <source>When the window closes</source>
        <translation>Wenn das Fenster geschlossen wird</translation>
    </message>
    <message>
        <source>Keep BotPsy running in the tray while timers, reminders or mail to send are waiting</source>
        <translation>BotPsy im Infobereich weiterlaufen lassen, solange Timer, Erinnerungen oder zu sendende E-Mails warten</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Im Infobereich weiterlaufen</translation>
    </message>
    <message>
        <source>Start BotPsy when I log in</source>
        <translation>BotPsy bei der Anmeldung starten</translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation>Bei der Anmeldung starten</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Default calendar</source>
        <translation>Standardkalender</translation>
    </message>
    <message>
        <source>The first calendar of my account</source>
        <translation>Der erste Kalender meines Kontos</translation>
    </message>
    <message>
        <source>New events go to</source>
        <translation>Neue Termine kommen in</translation>
    </message>
    <message>
        <source>Working hours start</source>
        <translation>Beginn der Arbeitszeit</translation>
    </message>
    <message>
        <source>Working hours end</source>
        <translation>Ende der Arbeitszeit</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Working hours</source>
        <translation>Arbeitszeit</translation>
    </message>
    <message>
        <source>Working days</source>
        <translation>Arbeitstage</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Zeitzone</translation>
    </message>
    <message>
        <source>The system&apos;s time zone</source>
        <translation>Die Zeitzone des Systems</translation>
    </message>
    <message>
        <source>Free-time search proposes slots inside your working hours. Times you give without a zone are in this time zone.</source>
        <translation>Die Suche nach freier Zeit schlägt Termine innerhalb deiner Arbeitszeit vor. Zeiten ohne Zeitzone gelten in dieser Zeitzone.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Nicht hinzugefügt: {error}</translation>
    </message>
    <message>
        <source>Processor threads:</source>
        <translation>Prozessor-Threads:</translation>
    </message>
    <message>
        <source>Automatic: follows how busy the computer is</source>
        <translation>Automatisch: richtet sich danach, wie beschäftigt der Computer ist</translation>
    </message>
    <message>
        <source>(now {generating} generating, {reading} reading)</source>
        <translation>(jetzt {generating} beim Schreiben, {reading} beim Lesen)</translation>
    </message>
    <message>
        <source>{count} (always)</source>
        <translation>{count} (immer)</translation>
    </message>
    <message>
        <source>Processor threads</source>
        <translation>Prozessor-Threads</translation>
    </message>
    <message>
        <source>Automatic uses fewer threads while other programs keep the processor busy, and more when it is free again. Saving loads the model again with the new choice.</source>
        <translation>Automatisch nutzt weniger Threads, solange andere Programme den Prozessor beschäftigen, und mehr, sobald er wieder frei ist. Beim Speichern wird das Modell mit der neuen Wahl neu geladen.</translation>
    </message>
    <message>
        <source>Choose a model</source>
        <translation>Ein Modell wählen</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF-Modelle (*.gguf)</translation>
    </message>
    <message>
        <source>Welcome to BotPsy</source>
        <translation>Willkommen bei BotPsy</translation>
    </message>
    <message>
        <source>BotPsy runs its model on this computer: your mail, calendar and files never leave it. First, choose the model.</source>
        <translation>BotPsy führt sein Modell auf diesem Computer aus: Deine E-Mails, Kalender und Dateien verlassen ihn nie. Wähle zuerst das Modell.</translation>
    </message>
    <message>
        <source>Download BotPsy  ({size})</source>
        <translation>BotPsy herunterladen  ({size})</translation>
    </message>
    <message>
        <source>Download {model}</source>
        <translation>{model} herunterladen</translation>
    </message>
    <message>
        <source>Downloads resume if interrupted, and are checked before use.</source>
        <translation>Downloads gehen nach einer Unterbrechung weiter und werden vor der Verwendung geprüft.</translation>
    </message>
    <message>
        <source>Use a GGUF file on this computer…</source>
        <translation>Eine GGUF-Datei auf diesem Computer verwenden…</translation>
    </message>
    <message>
        <source>Model: {model}</source>
        <translation>Modell: {model}</translation>
    </message>
    <message>
        <source>Folders BotPsy may use</source>
        <translation>Ordner, die BotPsy verwenden darf</translation>
    </message>
    <message>
        <source>Accounts (optional)</source>
        <translation>Konten (optional)</translation>
    </message>
    <message>
        <source>Connect a mail account now, or later in Settings. BotPsy is useful without any: it can work with your files and answer questions. Whatever it proposes to change, you approve first.</source>
        <translation>Verbinde jetzt ein E-Mail-Konto oder später in den Einstellungen. BotPsy ist auch ohne nützlich: Es kann mit deinen Dateien arbeiten und Fragen beantworten. Was es ändern möchte, bestätigst du zuerst.</translation>
    </message>
    <message>
        <source>Add a {kind}…</source>
        <translation>{kind} hinzufügen…</translation>
    </message>
    <message>
        <source>Step of the guide</source>
        <translation>Schritt des Assistenten</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Schritt {step} von {steps}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Not used: {error}</source>
        <translation>Nicht verwendet: {error}</translation>
    </message>
    <message>
        <source>Downloaded and verified.</source>
        <translation>Heruntergeladen und geprüft.</translation>
    </message>
    <message>
        <source>Added: {accounts}</source>
        <translation>Hinzugefügt: {accounts}</translation>
    </message>
    <message>
        <source>Approved (edited)</source>
        <translation>Bestätigt (bearbeitet)</translation>
    </message>
    <message>
        <source>Allowed for this conversation</source>
        <translation>Für diese Unterhaltung erlaubt</translation>
    </message>
    <message>
        <source>Denied (stopped)</source>
        <translation>Abgelehnt (angehalten)</translation>
    </message>
    <message>
        <source>Denied (too many edits)</source>
        <translation>Abgelehnt (zu viele Bearbeitungen)</translation>
    </message>
    <message>
        <source>Denied (declined)</source>
        <translation>Abgelehnt (von dir)</translation>
    </message>
    <message>
        <source>Denied (unchecked)</source>
        <translation>Abgelehnt (nicht angehakt)</translation>
    </message>
    <message>
        <source>Denied (timeout)</source>
        <translation>Abgelehnt (Zeit abgelaufen)</translation>
    </message>
    <message>
        <source>Denied (shutdown)</source>
        <translation>Abgelehnt (beim Beenden)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>After reading</source>
        <translation>Nach dem Lesen von</translation>
    </message>
    <message>
        <source>Everything BotPsy proposed to change, what you decided, and what happened.</source>
        <translation>Alles, was BotPsy ändern wollte, wie du entschieden hast und was passiert ist.</translation>
    </message>
    <message>
        <source>Preparing BotPsy for its tools</source>
        <extracomment>stores the user&apos;s words before the model runs (on the worker&apos;s thread, never the GUI&apos;s), after the messages a new conversation starts with (its argument): a task the app does not live to finish keeps them (Store.append_sent) stores the finished task&apos;s entries and set-aside count, on the worker&apos;s thread, before the window hears the task ended (so what it shows as finished is stored)</extracomment>
        <translation>BotPsy wird für seine Werkzeuge vorbereitet</translation>
    </message>
    <message>
        <source>Loading the model… {percent}</source>
        <translation>Das Modell wird geladen… {percent}</translation>
    </message>
    <message>
        <source>{activity} — one time… {percent}</source>
        <translation>{activity} – einmalig… {percent}</translation>
    </message>
    <message>
        <source>No model is loaded yet. Choose one in Settings.</source>
        <translation>Noch ist kein Modell geladen. Wähle eines in den Einstellungen.</translation>
    </message>
    <message>
        <source>calendar account (CalDAV)</source>
        <translation>Kalenderkonto (CalDAV)</translation>
    </message>
    <message>
        <source>Account name</source>
        <translation>Kontoname</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>the server, or just https://host</source>
        <translation>der Server, oder einfach https://host</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Extra CA (optional)</source>
        <translation>Zusätzliche Zertifizierungsstelle (optional)</translation>
    </message>
    <message>
        <source>trust one extra CA (PEM)</source>
        <translation>einer zusätzlichen Zertifizierungsstelle vertrauen (PEM)</translation>
    </message>
    <message>
        <source>Looking for calendars at {url}…</source>
        <translation>Suche Kalender unter {url}…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unchanged</source>
        <translation>
            <numerusform>%Ln unverändert</numerusform>
            <numerusform>%Ln unverändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fetched</source>
        <translation>
            <numerusform>%Ln abgerufen</numerusform>
            <numerusform>%Ln abgerufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln removed</source>
        <translation>
            <numerusform>%Ln entfernt</numerusform>
            <numerusform>%Ln entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln queued change(s) sent</source>
        <translation>
            <numerusform>%Ln vorgemerkte Änderung gesendet</numerusform>
            <numerusform>%Ln vorgemerkte Änderungen gesendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <translation>
            <numerusform>%Ln Anfrage</numerusform>
            <numerusform>%Ln Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} at {time} ({day})</source>
        <translation>{title} um {time} ({day})</translation>
    </message>
    <message>
        <source>TLS (recommended)</source>
        <translation>TLS (empfohlen)</translation>
    </message>
    <message>
        <source>mail account</source>
        <translation>E-Mail-Konto</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Password or app password</source>
        <translation>Passwort oder App-Passwort</translation>
    </message>
    <message>
        <source>Username (if not the address)</source>
        <translation>Benutzername (falls nicht die Adresse)</translation>
    </message>
    <message>
        <source>IMAP server</source>
        <translation>IMAP-Server</translation>
    </message>
    <message>
        <source>IMAP port</source>
        <translation>IMAP-Port</translation>
    </message>
    <message>
        <source>IMAP security</source>
        <translation>IMAP-Sicherheit</translation>
    </message>
    <message>
        <source>SMTP server</source>
        <translation>SMTP-Server</translation>
    </message>
    <message>
        <source>SMTP port</source>
        <translation>SMTP-Port</translation>
    </message>
    <message>
        <source>SMTP security</source>
        <translation>SMTP-Sicherheit</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln neu</numerusform>
            <numerusform>%Ln neu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flag change(s)</source>
        <translation>
            <numerusform>%Ln Markierungsänderung</numerusform>
            <numerusform>%Ln Markierungsänderungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln send(s) whose answer was lost found in Sent: sent</source>
        <translation>
            <numerusform>%Ln Sendung ohne Antwort des Servers in „Gesendet“ gefunden: gesendet</numerusform>
            <numerusform>%Ln Sendungen ohne Antwort des Servers in „Gesendet“ gefunden: gesendet</numerusform>
        </translation>
    </message>
    <message>
        <source>resynced {folders}</source>
        <translation>neu abgeglichen: {folders}</translation>
    </message>
    <message>
        <source>Accepted</source>
        <extracomment>an answer as the card says it (the mail that goes out says itip.ANSWER_WORDS, in English)</extracomment>
        <translation>Zugesagt</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Abgesagt</translation>
    </message>
    <message>
        <source>Tentative</source>
        <translation>Vorläufig zugesagt</translation>
    </message>
    <message>
        <source>Accepted; told {organizer}</source>
        <extracomment>a card&apos;s line for each answer to an invitation</extracomment>
        <translation>Zugesagt; {organizer} Bescheid gegeben</translation>
    </message>
    <message>
        <source>Declined; told {organizer}</source>
        <translation>Abgesagt; {organizer} Bescheid gegeben</translation>
    </message>
    <message>
        <source>Tentative; told {organizer}</source>
        <translation>Vorläufig zugesagt; {organizer} Bescheid gegeben</translation>
    </message>
    <message>
        <source>Invitations go out by mail: add a mail account in Settings first.</source>
        <translation>Einladungen werden per Mail verschickt: Füge zuerst in den Einstellungen ein Mailkonto hinzu.</translation>
    </message>
    <message>
        <source>No password is stored for {account}; add it in Settings.</source>
        <translation>Für {account} ist kein Passwort gespeichert; füge es in den Einstellungen hinzu.</translation>
    </message>
    <message>
        <source>Invited</source>
        <translation>Eingeladen</translation>
    </message>
    <message>
        <source>{what} goes out by mail from {address} to every attendee</source>
        <translation>{what} geht per E-Mail von {address} an alle Teilnehmenden</translation>
    </message>
    <message>
        <source>Email {id} carries no invitation (no calendar part).</source>
        <translation>Die E-Mail {id} enthält keine Einladung (kein Kalenderteil).</translation>
    </message>
    <message>
        <source>This email is an answer to an invitation, not an invitation.</source>
        <translation>Diese E-Mail ist eine Antwort auf eine Einladung, keine Einladung.</translation>
    </message>
    <message>
        <source>Took &apos;{title}&apos; out (it was cancelled)</source>
        <translation>&apos;{title}&apos; entfernt (abgesagt)</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; was not in the calendar</source>
        <translation>&apos;{title}&apos; war nicht im Kalender</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, no time</source>
        <translation>„{title}“, ohne Zeit</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, {when}</source>
        <translation>„{title}“, {when}</translation>
    </message>
    <message>
        <source>Accept the invitation in email #{id}</source>
        <translation>Die Einladung in E-Mail #{id} annehmen</translation>
    </message>
    <message>
        <source>Decline the invitation in email #{id}</source>
        <translation>Die Einladung in E-Mail #{id} ablehnen</translation>
    </message>
    <message>
        <source>Tentatively accept the invitation in email #{id}</source>
        <translation>Die Einladung in E-Mail #{id} vorläufig annehmen</translation>
    </message>
    <message>
        <source>Answer the invitation in email #{id}</source>
        <translation>Auf die Einladung in E-Mail #{id} antworten</translation>
    </message>
    <message>
        <source>Organiser (from the invitation)</source>
        <translation>Organisator (laut Einladung)</translation>
    </message>
    <message>
        <source>Sent by</source>
        <translation>Gesendet von</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a sender</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Deletes your event {event}</source>
        <translation>Löscht deinen Termin {event}</translation>
    </message>
    <message>
        <source>Nothing to take out: it is not in your calendar</source>
        <translation>Nichts zu entfernen: Der Termin ist nicht in deinem Kalender</translation>
    </message>
    <message>
        <source>Cancelled event</source>
        <translation>Abgesagter Termin</translation>
    </message>
    <message>
        <source>Not added (declined)</source>
        <translation>Nicht eingetragen (abgesagt)</translation>
    </message>
    <message>
        <source>Replaces your event {event}</source>
        <translation>Ersetzt deinen Termin {event}</translation>
    </message>
    <message>
        <source>Keeps your event {event} as it is, with your new answer</source>
        <translation>Lässt deinen Termin {event} wie er ist, mit deiner neuen Antwort</translation>
    </message>
    <message>
        <source>Added to {calendar}</source>
        <translation>In {calendar} eingetragen</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>{start} – {end}</source>
        <translation>{start} – {end}</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <source>&apos;{subject}&apos; goes out by mail from {address} to {organiser}</source>
        <translation>„{subject}“ geht per E-Mail von {address} an {organiser}</translation>
    </message>
    <message>
        <source>on {date}</source>
        <extracomment>the to-do tools come only when the user speaks of tasks (app/agent/routing.py): beside the event tools, a small model lists tasks for &quot;what do I have tomorrow?&quot;</extracomment>
        <translation>am {date}</translation>
    </message>
    <message numerus="yes">
        <source>for %Ln day(s) from {start}</source>
        <translation>
            <numerusform>%Ln Tag ab {start}</numerusform>
            <numerusform>%Ln Tage ab {start}</numerusform>
        </translation>
    </message>
    <message>
        <source>{day} {start}–{end}</source>
        <translation>{day} {start}–{end}</translation>
    </message>
    <message>
        <source>from {start} to {end}</source>
        <translation>von {start} bis {end}</translation>
    </message>
    <message>
        <source>{day} was read as the whole day</source>
        <translation>{day} wurde als ganzer Tag gelesen</translation>
    </message>
    <message>
        <source>The end of the range must be after its start</source>
        <translation>Das Ende des Zeitraums muss nach seinem Beginn liegen</translation>
    </message>
    <message>
        <source>Ask for at most a year at a time.</source>
        <translation>Frag nach höchstens einem Jahr auf einmal.</translation>
    </message>
    <message>
        <source>{summary} (offline)</source>
        <translation>{summary} (offline)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln Termin</numerusform>
            <numerusform>%Ln Termine</numerusform>
        </translation>
    </message>
    <message>
        <source>List events {span} in {calendar}</source>
        <translation>Termine {span} in {calendar} auflisten</translation>
    </message>
    <message>
        <source>List events {span}</source>
        <translation>Termine {span} auflisten</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free slot(s)</source>
        <translation>
            <numerusform>%Ln freier Zeitraum</numerusform>
            <numerusform>%Ln freie Zeiträume</numerusform>
        </translation>
    </message>
    <message>
        <source>Find {minutes} free minutes {span}</source>
        <translation>{minutes} freie Minuten {span} finden</translation>
    </message>
    <message numerus="yes">
        <source>%Ln task(s)</source>
        <translation>
            <numerusform>%Ln Aufgabe</numerusform>
            <numerusform>%Ln Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>List tasks (completed too)</source>
        <translation>Aufgaben auflisten (auch erledigte)</translation>
    </message>
    <message>
        <source>List tasks</source>
        <translation>Aufgaben auflisten</translation>
    </message>
    <message>
        <source>{search} {detail}</source>
        <translation>{search} {detail}</translation>
    </message>
    <message>
        <source>in {folder}</source>
        <translation>in {folder}</translation>
    </message>
    <message>
        <source>Give the event a title.</source>
        <translation>Gib dem Termin einen Titel.</translation>
    </message>
    <message>
        <source>duration_minutes must be 1 or more.</source>
        <translation>duration_minutes muss 1 oder mehr sein.</translation>
    </message>
    <message>
        <source>reminder_minutes must be 0 to {most} (four weeks).</source>
        <translation>reminder_minutes muss zwischen 0 und {most} liegen (vier Wochen).</translation>
    </message>
    <message>
        <source>Start and end must both be dates (all day) or both times.</source>
        <translation>Beginn und Ende müssen beide Daten (ganztägig) oder beide Uhrzeiten sein.</translation>
    </message>
    <message>
        <source>The event must end after it starts.</source>
        <translation>Der Termin muss nach seinem Beginn enden.</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <extracomment>the parts of a repeat rule said in words; a rule with any other (BYSETPOS, BYHOUR…), or a value none of these says (&quot;the 3rd to last Monday&quot;, day 40), is shown as written</extracomment>
        <translation>{first}, {then}</translation>
    </message>
    <message>
        <source>Give &apos;repeat&apos; (daily, weekly, monthly or yearly) too.</source>
        <translation>Gib auch &apos;repeat&apos; an (daily, weekly, monthly oder yearly).</translation>
    </message>
    <message>
        <source>repeat_count is how many times: 1 or more.</source>
        <translation>repeat_count ist die Anzahl der Wiederholungen: 1 oder mehr.</translation>
    </message>
    <message>
        <source>repeat_until is before the first occurrence.</source>
        <translation>repeat_until liegt vor dem ersten Vorkommen.</translation>
    </message>
    <message>
        <source>Added {title}</source>
        <translation>{title} hinzugefügt</translation>
    </message>
    <message>
        <source>Added {title}; invited {people}</source>
        <translation>{title} hinzugefügt; eingeladen: {people}</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; {day}</source>
        <translation>„{title}“ {day} eintragen</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; on {date}</source>
        <translation>„{title}“ am {date} eintragen</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message numerus="yes">
        <source>{repeat}, %Ln time(s)</source>
        <translation>
            <numerusform>{repeat}, %Ln Mal</numerusform>
            <numerusform>{repeat}, %Ln Mal</numerusform>
        </translation>
    </message>
    <message>
        <source>day {number}</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <source>{repeat}, until {day}</source>
        <translation>{repeat}, bis {day}</translation>
    </message>
    <message>
        <source>{repeat}, with no end</source>
        <translation>{repeat}, ohne Ende</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Erinnerung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>An invitation</source>
        <translation>Eine Einladung</translation>
    </message>
    <message>
        <source>Overlaps with</source>
        <translation>Überschneidet sich mit</translation>
    </message>
    <message>
        <source>Say what to change: title, start, end, location, description or reminder_minutes.</source>
        <translation>Sag, was geändert werden soll: title, start, end, location, description oder reminder_minutes.</translation>
    </message>
    <message>
        <source>That is a task; use calendar_complete_task.</source>
        <translation>Das ist eine Aufgabe; verwende calendar_complete_task.</translation>
    </message>
    <message>
        <source>Only the occurrence of {when}</source>
        <translation>Nur der Termin am {when}</translation>
    </message>
    <message>
        <source>Every occurrence (repeats {rule})</source>
        <translation>Alle Termine der Serie (wiederholt sich: {rule})</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Der Termin</translation>
    </message>
    <message>
        <source>Event changed; attendees told</source>
        <translation>Termin geändert; Teilnehmende benachrichtigt</translation>
    </message>
    <message>
        <source>Event changed</source>
        <translation>Termin geändert</translation>
    </message>
    <message>
        <source>Change {event}</source>
        <translation>{event} ändern</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Termin</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <source>{time} the same day</source>
        <translation>{time} am selben Tag</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s) before</source>
        <translation>
            <numerusform>%Ln Minute vorher</numerusform>
            <numerusform>%Ln Minuten vorher</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <comment>a repeat</comment>
        <extracomment>how a repeat is said on a card (the window&apos;s language)</extracomment>
        <translation>täglich</translation>
    </message>
    <message>
        <source>weekly</source>
        <comment>a repeat</comment>
        <translation>wöchentlich</translation>
    </message>
    <message>
        <source>monthly</source>
        <comment>a repeat</comment>
        <translation>monatlich</translation>
    </message>
    <message>
        <source>yearly</source>
        <comment>a repeat</comment>
        <translation>jährlich</translation>
    </message>
    <message numerus="yes">
        <source>every %Ln day(s)</source>
        <extracomment>a repeat every few days, weeks, months or years (RRULE INTERVAL), for people</extracomment>
        <translation>
            <numerusform>jeden Tag</numerusform>
            <numerusform>alle %Ln Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln week(s)</source>
        <translation>
            <numerusform>jede Woche</numerusform>
            <numerusform>alle %Ln Wochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s)</source>
        <translation>
            <numerusform>jeden Monat</numerusform>
            <numerusform>alle %Ln Monate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln year(s)</source>
        <translation>
            <numerusform>jedes Jahr</numerusform>
            <numerusform>alle %Ln Jahre</numerusform>
        </translation>
    </message>
    <message>
        <source>Monday</source>
        <comment>a repeat&apos;s day</comment>
        <extracomment>the days of a weekly repeat (RRULE BYDAY without a position), for people</extracomment>
        <translation>Montag</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>Dienstag</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>Mittwoch</translation>
    </message>
    <message>
        <source>Thursday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>Donnerstag</translation>
    </message>
    <message>
        <source>Friday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>Freitag</translation>
    </message>
    <message>
        <source>Saturday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>Samstag</translation>
    </message>
    <message>
        <source>Sunday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>Sonntag</translation>
    </message>
    <message>
        <source>first</source>
        <comment>a repeat&apos;s position</comment>
        <extracomment>a weekday&apos;s place in the month or year (RRULE BYDAY &quot;2MO&quot;, &quot;-1FR&quot;), for people</extracomment>
        <translation>ersten</translation>
    </message>
    <message>
        <source>second</source>
        <comment>a repeat&apos;s position</comment>
        <translation>zweiten</translation>
    </message>
    <message>
        <source>third</source>
        <comment>a repeat&apos;s position</comment>
        <translation>dritten</translation>
    </message>
    <message>
        <source>fourth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>vierten</translation>
    </message>
    <message>
        <source>fifth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>fünften</translation>
    </message>
    <message>
        <source>last</source>
        <comment>a repeat&apos;s position</comment>
        <translation>letzten</translation>
    </message>
    <message>
        <source>January</source>
        <comment>a repeat&apos;s month</comment>
        <extracomment>the months of a yearly repeat (RRULE BYMONTH), for people</extracomment>
        <translation>Januar</translation>
    </message>
    <message>
        <source>February</source>
        <comment>a repeat&apos;s month</comment>
        <translation>Februar</translation>
    </message>
    <message>
        <source>March</source>
        <comment>a repeat&apos;s month</comment>
        <translation>März</translation>
    </message>
    <message>
        <source>April</source>
        <comment>a repeat&apos;s month</comment>
        <translation>April</translation>
    </message>
    <message>
        <source>May</source>
        <comment>a repeat&apos;s month</comment>
        <translation>Mai</translation>
    </message>
    <message>
        <source>June</source>
        <comment>a repeat&apos;s month</comment>
        <translation>Juni</translation>
    </message>
    <message>
        <source>July</source>
        <comment>a repeat&apos;s month</comment>
        <translation>Juli</translation>
    </message>
    <message>
        <source>August</source>
        <comment>a repeat&apos;s month</comment>
        <translation>August</translation>
    </message>
    <message>
        <source>September</source>
        <comment>a repeat&apos;s month</comment>
        <translation>September</translation>
    </message>
    <message>
        <source>October</source>
        <comment>a repeat&apos;s month</comment>
        <translation>Oktober</translation>
    </message>
    <message>
        <source>November</source>
        <comment>a repeat&apos;s month</comment>
        <translation>November</translation>
    </message>
    <message>
        <source>December</source>
        <comment>a repeat&apos;s month</comment>
        <translation>Dezember</translation>
    </message>
    <message>
        <source>the {position} {day}</source>
        <translation>{position} {day}</translation>
    </message>
    <message>
        <source>the last day</source>
        <comment>a repeat&apos;s day of the month</comment>
        <translation>letzten Tag</translation>
    </message>
    <message>
        <source>a range that ends where it starts was read as the whole of {day}</source>
        <translation>ein Zeitraum, der endet, wo er beginnt, wurde als der ganze {day} gelesen</translation>
    </message>
    <message>
        <source>{repeat} on {days}</source>
        <translation>{repeat} am {days}</translation>
    </message>
    <message>
        <source>{repeat} in {months}</source>
        <translation>{repeat} im {months}</translation>
    </message>
    <message>
        <source>Every occurrence ({repeats})</source>
        <translation>Alle Termine der Serie ({repeats})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>The update</source>
        <translation>Die Änderung</translation>
    </message>
    <message>
        <source>Deleted; attendees told</source>
        <translation>Gelöscht; Teilnehmende benachrichtigt</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>Delete {event}</source>
        <translation>{event} löschen</translation>
    </message>
    <message>
        <source>A cancellation</source>
        <translation>Eine Absage</translation>
    </message>
    <message>
        <source>Added task {title}</source>
        <translation>Aufgabe {title} hinzugefügt</translation>
    </message>
    <message>
        <source>Add task &apos;{title}&apos;</source>
        <translation>Aufgabe „{title}“ anlegen</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Task done</source>
        <translation>Aufgabe erledigt</translation>
    </message>
    <message>
        <source>Mark {task} done</source>
        <translation>{task} als erledigt markieren</translation>
    </message>
    <message>
        <source>event {id}</source>
        <translation>Termin {id}</translation>
    </message>
    <message>
        <source>{event} on {when}</source>
        <translation>{event} am {when}</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events of {day}</source>
        <translation>nichts zwischen {start} und {end}; das sind die übrigen Termine am {day}</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events from {first} to {last}</source>
        <translation>nichts zwischen {start} und {end}; das sind die übrigen Termine von {first} bis {last}</translation>
    </message>
    <message>
        <source>{error}; every calendar was searched instead</source>
        <translation>{error}; stattdessen wurden alle Kalender durchsucht</translation>
    </message>
    <message numerus="yes">
        <source>%Ln calendar(s)</source>
        <extracomment>when no area&apos;s own words are there, a time alone asks what is on then</extracomment>
        <translation>
            <numerusform>%Ln Kalender</numerusform>
            <numerusform>%Ln Kalender</numerusform>
        </translation>
    </message>
    <message>
        <source>List calendars</source>
        <translation>Kalender auflisten</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln Eintrag</numerusform>
            <numerusform>%Ln Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>the first allowed folder</source>
        <translation>der erste erlaubte Ordner</translation>
    </message>
    <message>
        <source>List {pattern} in {folder}</source>
        <translation>{pattern} in {folder} auflisten</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>{folder} auflisten</translation>
    </message>
    <message>
        <source>Give a text to search for (query) or a name pattern (name).</source>
        <translation>Gib einen Suchtext (query) oder ein Namensmuster (name) an.</translation>
    </message>
    <message>
        <source>there is no folder &apos;{folder}&apos;; every allowed folder was searched</source>
        <translation>es gibt keinen Ordner &apos;{folder}&apos;; alle erlaubten Ordner wurden durchsucht</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos;; these names have its words</source>
        <translation>keine Datei enthält &apos;{query}&apos;; diese Namen enthalten seine Wörter</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; and no name has all its words; these names have some of them, the best match first</source>
        <translation>keine Datei enthält &apos;{query}&apos; und kein Name hat alle seine Wörter; diese Namen haben einige davon, der beste Treffer zuerst</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) found</source>
        <translation>
            <numerusform>%Ln Datei gefunden</numerusform>
            <numerusform>%Ln Dateien gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; its beginning is shown</source>
        <translation>{file} ist eine Datei, kein Ordner; ihr Anfang wird gezeigt</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder ({error})</source>
        <translation>{file} ist eine Datei, kein Ordner ({error})</translation>
    </message>
    <message>
        <source>{summary} ({note})</source>
        <translation>{summary} ({note})</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; searched in it</source>
        <translation>{file} ist eine Datei, kein Ordner; in ihr wurde gesucht</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder, and &apos;{query}&apos; is not in it; its beginning is shown</source>
        <translation>{file} ist eine Datei, kein Ordner, und &apos;{query}&apos; steht nicht darin; ihr Anfang wird gezeigt</translation>
    </message>
    <message>
        <source>Search files for &apos;{query}&apos;</source>
        <translation>Dateien nach „{query}“ durchsuchen</translation>
    </message>
    <message>
        <source>Search files</source>
        <translation>Dateien durchsuchen</translation>
    </message>
    <message>
        <source>named {pattern}</source>
        <translation>mit dem Namen {pattern}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) at most</source>
        <translation>
            <numerusform>höchstens %Ln Ergebnis</numerusform>
            <numerusform>höchstens %Ln Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>{search}, {limit}</source>
        <translation>{search}, {limit}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln at most</source>
        <translation>
            <numerusform>höchstens %Ln</numerusform>
            <numerusform>höchstens %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>This is a folder (files_list lists it): {path}</source>
        <translation>Das ist ein Ordner (files_list listet ihn auf): {path}</translation>
    </message>
    <message>
        <source>Only PDFs have pages; read it by lines instead: {path}</source>
        <translation>Nur PDFs haben Seiten; lies die Datei stattdessen zeilenweise: {path}</translation>
    </message>
    <message>
        <source>page 1 of a file without pages is the whole file</source>
        <translation>Seite 1 einer Datei ohne Seiten ist die ganze Datei</translation>
    </message>
    <message>
        <source>The PDF has {pages} pages, so no page {page}: {path}</source>
        <translation>Das PDF hat {pages} Seiten, also keine Seite {page}: {path}</translation>
    </message>
    <message>
        <source>it ends before line {start}, so it is read from line 1</source>
        <translation>die Datei endet vor Zeile {start}, daher ab Zeile 1 gelesen</translation>
    </message>
    <message>
        <source>cut at {count} characters; ask for a line range to read more</source>
        <translation>nach {count} Zeichen abgeschnitten; frag nach einem Zeilenbereich, um mehr zu lesen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Read {file}</source>
        <translation>{file} lesen</translation>
    </message>
    <message>
        <source>This is a folder, not a file: {path}</source>
        <extracomment>the most files whose names a search by some of its words looks at how much of a file&apos;s beginning is shown when the file is named as a folder (to list, or to search in without the words being there) a word of a request that may be a file&apos;s name: no spaces, quotes or brackets around it, and an extension (&quot;notes.txt&quot;, &quot;Documents/plan.md&quot;, &quot;C:\x\a.pdf&quot;)</extracomment>
        <translation>Das ist ein Ordner, keine Datei: {path}</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; as written; these contain most of its words, the best match first</source>
        <translation>keine Datei enthält &apos;{query}&apos; so wie geschrieben; diese enthalten die meisten seiner Wörter, der beste Treffer zuerst</translation>
    </message>
    <message>
        <source>Already exists (overwrite true replaces it): {path}</source>
        <translation>Existiert bereits (overwrite true ersetzt es): {path}</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} geschrieben</translation>
    </message>
    <message>
        <source>Overwrite {file}</source>
        <translation>{file} überschreiben</translation>
    </message>
    <message>
        <source>Create {file}</source>
        <translation>{file} anlegen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Moved to {folder}</source>
        <translation>Nach {folder} verschoben</translation>
    </message>
    <message>
        <source>Move {file} to {folder}</source>
        <translation>{file} nach {folder} verschieben</translation>
    </message>
    <message>
        <source>Copied to {folder}</source>
        <translation>Nach {folder} kopiert</translation>
    </message>
    <message>
        <source>Copy {file} to {folder}</source>
        <translation>{file} nach {folder} kopieren</translation>
    </message>
    <message>
        <source>Moved {file} to the trash</source>
        <translation>{file} in den Papierkorb verschoben</translation>
    </message>
    <message>
        <source>Move {file} to the trash</source>
        <translation>{file} in den Papierkorb verschieben</translation>
    </message>
    <message>
        <source>Move this folder and everything in it to the trash; it can be restored from there</source>
        <translation>Diesen Ordner samt Inhalt in den Papierkorb verschieben; von dort lässt er sich wiederherstellen</translation>
    </message>
    <message>
        <source>Move this file to the trash; it can be restored from there</source>
        <translation>Diese Datei in den Papierkorb verschieben; von dort lässt sie sich wiederherstellen</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>Open {file}</source>
        <translation>{file} öffnen</translation>
    </message>
    <message>
        <source>{error} It is kept in the outbox, and BotPsy will not send it again on its own.</source>
        <translation>{error} Sie bleibt im Postausgang, und BotPsy sendet sie nicht von selbst noch einmal.</translation>
    </message>
    <message>
        <source>{error} It was not sent; it is kept in the outbox.</source>
        <translation>{error} Sie wurde nicht gesendet; sie bleibt im Postausgang.</translation>
    </message>
    <message>
        <source>There is no mail account &apos;{name}&apos;. Accounts: {accounts}.</source>
        <extracomment>the words of sending a new email: &quot;archive the newsletter email&quot; is not one (a small model sent it to newsletter@example.com), &quot;tell Bob&quot;, &quot;email bob@…&quot; and &quot;write to Sam&quot; are the concepts the mail tools read (the app&apos;s lexicon has them in every shipped language): a search whose words only say which messages (&quot;unread&quot;, &quot;ungelesene Mails&quot;, &quot;未读邮件&quot;): the flags; words that tell a message from no other (&quot;the&quot;, &quot;von&quot;, &quot;email&quot;); and the request&apos;s own words around a search (&quot;read me&quot;, &quot;latest&quot;, &quot;dernier&quot;, &quot;最近&quot;) how many of the newest messages stand for a search none of whose words tells one apart at most this many words of a request are looked up as names (route.known_names) and each in at most this many of the newest headers that have it</extracomment>
        <translation>Es gibt kein Mailkonto &apos;{name}&apos;. Konten: {accounts}.</translation>
    </message>
    <message>
        <source>Queued until the server is back</source>
        <translation>Wartet, bis der Server wieder erreichbar ist</translation>
    </message>
    <message>
        <source>#{id} in {mailbox}</source>
        <translation>#{id} in {mailbox}</translation>
    </message>
    <message>
        <source>&apos;{since}&apos; is not a date; use YYYY-MM-DD.</source>
        <translation>&apos;{since}&apos; ist kein Datum; verwende JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as unread messages</source>
        <translation>&apos;{word}&apos; wurde als ungelesene Nachrichten verstanden</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as flagged messages</source>
        <translation>&apos;{word}&apos; wurde als markierte Nachrichten verstanden</translation>
    </message>
    <message>
        <source>nothing since {day}; these match from any date</source>
        <translation>nichts seit {day}; diese passen, egal von wann</translation>
    </message>
    <message>
        <source>since {day}</source>
        <translation>seit {day}</translation>
    </message>
    <message>
        <source>unread</source>
        <translation>ungelesen</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>markiert</translation>
    </message>
    <message>
        <source>{first} and {then}</source>
        <translation>{first} und {then}</translation>
    </message>
    <message>
        <source>nothing {narrowed} matched; these match the words in any message</source>
        <translation>nichts {narrowed} passte; diese enthalten die Wörter, in beliebigen Nachrichten</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first</source>
        <translation>keine Nachricht enthält alle Wörter von &apos;{query}&apos;; diese enthalten einige davon, die beste zuerst</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first, read or not</source>
        <translation>keine Nachricht enthält alle Wörter von &apos;{query}&apos;; diese enthalten einige davon, die beste zuerst, gelesen oder nicht</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest</source>
        <translation>kein Wort von &apos;{query}&apos; unterscheidet Nachrichten; das sind die neuesten</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest, read or not</source>
        <translation>kein Wort von &apos;{query}&apos; unterscheidet Nachrichten; das sind die neuesten, gelesen oder nicht</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln Nachricht</numerusform>
            <numerusform>%Ln Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing since {day}; these are the newest before it</source>
        <translation>nichts seit {day}; dies sind die neuesten davor</translation>
    </message>
    <message>
        <source>{summary} (offline: from the local copy)</source>
        <translation>{summary} (offline: aus der lokalen Kopie)</translation>
    </message>
    <message>
        <source>nothing in {mailbox} matched; these are from INBOX</source>
        <translation>in {mailbox} passte nichts; diese sind aus dem Posteingang (INBOX)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; was read as {person}</source>
        <translation>&apos;{name}&apos; wurde als {person} verstanden</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them</source>
        <translation>nichts von &apos;{sender}&apos; enthält die Wörter &apos;{words}&apos;; das sind die neuesten von dort</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them, read or not</source>
        <translation>nichts von &apos;{sender}&apos; enthält die Wörter &apos;{words}&apos;; das sind die neuesten von dort, gelesen oder nicht</translation>
    </message>
    <message>
        <source>Search mail for &apos;{query}&apos;</source>
        <translation>E-Mails nach „{query}“ durchsuchen</translation>
    </message>
    <message>
        <source>Search mail</source>
        <translation>E-Mails durchsuchen</translation>
    </message>
    <message>
        <source>from {sender}</source>
        <translation>von {sender}</translation>
    </message>
    <message>
        <source>subject &apos;{subject}&apos;</source>
        <translation>Betreff „{subject}“</translation>
    </message>
    <message>
        <source>in {mailbox}</source>
        <translation>in {mailbox}</translation>
    </message>
    <message>
        <source>since {when}</source>
        <translation>seit {when}</translation>
    </message>
    <message>
        <source>unread and flagged only</source>
        <translation>nur ungelesene und markierte</translation>
    </message>
    <message>
        <source>unread only</source>
        <translation>nur ungelesene</translation>
    </message>
    <message>
        <source>flagged only</source>
        <translation>nur markierte</translation>
    </message>
    <message>
        <source>There is no message in &apos;{folder}&apos;</source>
        <translation>In &apos;{folder}&apos; gibt es keine Nachricht</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(kein Betreff)</translation>
    </message>
    <message>
        <source>{subject} (hidden text removed)</source>
        <translation>{subject} (versteckter Text entfernt)</translation>
    </message>
    <message>
        <source>Read email #{id}</source>
        <translation>E-Mail #{id} lesen</translation>
    </message>
    <message>
        <source>Read the newest email in {mailbox}</source>
        <translation>Die neueste E-Mail in {mailbox} lesen</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;. Did you mean {person}? If not, which address should it go to?</source>
        <translation>Deine E-Mails kennen keine Adresse für „{name}“. Meintest du {person}? Wenn nicht: An welche Adresse soll sie gehen?</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;: no message from or to anyone of that name. Which address should it go to?</source>
        <translation>Deine E-Mails kennen keine Adresse für „{name}“: keine Nachricht von oder an jemanden dieses Namens. An welche Adresse soll sie gehen?</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; could be {addresses}. Which one?</source>
        <translation>„{name}“ könnte {addresses} sein. Wer davon?</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use; attach files from an allowed folder.</source>
        <translation>{path} liegt außerhalb der Ordner, die BotPsy verwenden darf; hänge Dateien aus einem erlaubten Ordner an.</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} ist keine Datei.</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Sent (not saved to Sent)</source>
        <translation>Gesendet (nicht unter „Gesendet“ gespeichert)</translation>
    </message>
    <message>
        <source>Send &apos;{subject}&apos; to {to}</source>
        <translation>„{subject}“ an {to} senden</translation>
    </message>
    <message>
        <source>Cc</source>
        <translation>Cc</translation>
    </message>
    <message>
        <source>Bcc</source>
        <translation>Bcc</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betreff</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>Anhänge</translation>
    </message>
    <message>
        <source>Reply sent</source>
        <translation>Antwort gesendet</translation>
    </message>
    <message>
        <source>Reply to email #{id}</source>
        <translation>Auf E-Mail #{id} antworten</translation>
    </message>
    <message>
        <source>In reply to</source>
        <translation>Antwort auf</translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation>Weitergeleitet</translation>
    </message>
    <message>
        <source>Forward email #{id} to {to}</source>
        <translation>E-Mail #{id} an {to} weiterleiten</translation>
    </message>
    <message>
        <source>Forwarding</source>
        <translation>Weiterleitung von</translation>
    </message>
    <message>
        <source>Saved to {folder}</source>
        <translation>In {folder} gespeichert</translation>
    </message>
    <message>
        <source>Save draft &apos;{subject}&apos;</source>
        <translation>Entwurf „{subject}“ speichern</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has none.</source>
        <translation>Die Nachricht {id} hat keinen Anhang &apos;{name}&apos;; sie hat gar keinen.</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has: {names}.</source>
        <translation>Die Nachricht {id} hat keinen Anhang &apos;{name}&apos;; sie hat: {names}.</translation>
    </message>
    <message>
        <source>No folders are allowed yet; allow one in Settings.</source>
        <translation>Noch sind keine Ordner erlaubt; erlaube einen in den Einstellungen.</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use.</source>
        <translation>{path} liegt außerhalb der Ordner, die BotPsy verwenden darf.</translation>
    </message>
    <message>
        <source>{path} already exists; nothing was saved.</source>
        <translation>{path} existiert bereits; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Saved {path} ({note})</source>
        <translation>{path} gespeichert ({note})</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>Save {file} from email #{id}</source>
        <translation>{file} aus E-Mail #{id} speichern</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>Anhang</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern als</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Move email #{id} to {folder}</source>
        <translation>E-Mail #{id} nach {folder} verschieben</translation>
    </message>
    <message>
        <source>Move to {folder} (this throws the message away, like deleting it)</source>
        <translation>Nach {folder} verschieben (damit wird die Nachricht weggeworfen, wie beim Löschen)</translation>
    </message>
    <message>
        <source>Move to {folder}</source>
        <translation>Nach {folder} verschieben</translation>
    </message>
    <message>
        <source>Move email #{id} to Trash</source>
        <translation>E-Mail #{id} in den Papierkorb verschieben</translation>
    </message>
    <message>
        <source>Move to Trash (not erased)</source>
        <translation>In den Papierkorb verschieben (nicht endgültig gelöscht)</translation>
    </message>
    <message>
        <source>Marked {flag}</source>
        <translation>Als {flag} markiert</translation>
    </message>
    <message>
        <source>Unmarked {flag}</source>
        <translation>Markierung {flag} entfernt</translation>
    </message>
    <message>
        <source>Mark email #{id} {flag}</source>
        <translation>E-Mail #{id} als {flag} markieren</translation>
    </message>
    <message>
        <source>Mark email #{id} not {flag}</source>
        <translation>Markierung {flag} von E-Mail #{id} entfernen</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>{flag} setzen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln folder(s)</source>
        <translation>
            <numerusform>%Ln Ordner</numerusform>
            <numerusform>%Ln Ordner</numerusform>
        </translation>
    </message>
    <message>
        <source>List mail folders</source>
        <translation>E-Mail-Ordner auflisten</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a time. Use ISO 8601 like 2026-12-01T07:30, or HH:MM.</source>
        <translation>&apos;{text}&apos; ist keine Uhrzeit. Verwende ISO 8601 wie 2026-12-01T07:30 oder HH:MM.</translation>
    </message>
    <message>
        <source>{when} has passed; give a time to come.</source>
        <translation>{when} ist schon vorbei; gib eine Zeit in der Zukunft an.</translation>
    </message>
    <message>
        <source>on</source>
        <comment>a setting&apos;s value</comment>
        <extracomment>a setting&apos;s values as its card says them (in the window&apos;s language: they are Phrases)</extracomment>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a setting&apos;s value</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a setting&apos;s value</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>Only http and https addresses can be opened.</source>
        <translation>Nur http- und https-Adressen können geöffnet werden.</translation>
    </message>
    <message>
        <source>{setting} cannot be changed here: {reason}</source>
        <translation>{setting} kann hier nicht geändert werden: {reason}</translation>
    </message>
    <message>
        <source>{setting} cannot be changed right now: {reason}</source>
        <translation>{setting} kann gerade nicht geändert werden: {reason}</translation>
    </message>
    <message>
        <source>{setting} is already {value}</source>
        <translation>{setting}: bereits {value}</translation>
    </message>
    <message>
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>{kind}: {label}</source>
        <translation>{kind}: {label}</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Check the device status</source>
        <translation>Den Gerätestatus prüfen</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Stummschalten</translation>
    </message>
    <message>
        <source>Mute the sound</source>
        <translation>Ton stummschalten</translation>
    </message>
    <message>
        <source>Unmute the sound</source>
        <translation>Ton wieder einschalten</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the status a card shows, in this order: the key, its name, and the unit of its value</extracomment>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Set the volume to {percent}%</source>
        <translation>Lautstärke auf {percent} % stellen</translation>
    </message>
    <message>
        <source>Brightness</source>
        <translation>Helligkeit</translation>
    </message>
    <message>
        <source>Set the brightness to {percent}%</source>
        <translation>Helligkeit auf {percent} % stellen</translation>
    </message>
    <message>
        <source>Dark mode</source>
        <translation>Dunkelmodus</translation>
    </message>
    <message>
        <source>Turn dark mode on</source>
        <translation>Dunkelmodus einschalten</translation>
    </message>
    <message>
        <source>Turn dark mode off</source>
        <translation>Dunkelmodus ausschalten</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>WLAN</translation>
    </message>
    <message>
        <source>Turn Wi-Fi on</source>
        <translation>WLAN einschalten</translation>
    </message>
    <message>
        <source>Turn Wi-Fi off</source>
        <translation>WLAN ausschalten</translation>
    </message>
    <message>
        <source>Do not disturb</source>
        <translation>Nicht stören</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Akku</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>the network</comment>
        <extracomment>what the network&apos;s state is called (NetworkManager&apos;s words, and the test backends&apos;)</extracomment>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>not connected</source>
        <comment>the network</comment>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>limited</source>
        <comment>the network</comment>
        <translation>eingeschränkt</translation>
    </message>
    <message>
        <source>behind a login page</source>
        <comment>the network</comment>
        <translation>hinter einer Anmeldeseite</translation>
    </message>
    <message>
        <source>{level}, charging</source>
        <extracomment>a battery&apos;s state as the system gives it (Linux sysfs: Charging, Discharging, Full, Not charging, Unknown), said after its level</extracomment>
        <translation>{level}, wird geladen</translation>
    </message>
    <message>
        <source>{level}, on battery</source>
        <translation>{level}, im Akkubetrieb</translation>
    </message>
    <message>
        <source>{level}, fully charged</source>
        <translation>{level}, voll geladen</translation>
    </message>
    <message>
        <source>{level}, plugged in, not charging</source>
        <translation>{level}, angeschlossen, wird nicht geladen</translation>
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
        <translation>nichts bekannt</translation>
    </message>
    <message>
        <source>Turn do not disturb on</source>
        <translation>„Nicht stören“ einschalten</translation>
    </message>
    <message>
        <source>Turn do not disturb off</source>
        <translation>„Nicht stören“ ausschalten</translation>
    </message>
    <message>
        <source>Opened in the browser</source>
        <translation>Im Browser geöffnet</translation>
    </message>
    <message>
        <source>Open {address}</source>
        <translation>{address} öffnen</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Website</translation>
    </message>
    <message>
        <source>Opened {app}</source>
        <translation>{app} geöffnet</translation>
    </message>
    <message>
        <source>Open the app {app}</source>
        <translation>Die App {app} öffnen</translation>
    </message>
    <message>
        <source>Open application</source>
        <translation>Anwendung öffnen</translation>
    </message>
    <message>
        <source>Installed as</source>
        <translation>Installiert als</translation>
    </message>
    <message>
        <source>Start a {minutes}-minute timer</source>
        <translation>Einen Timer für {minutes} Minuten starten</translation>
    </message>
    <message>
        <source>Set an alarm for {when}</source>
        <translation>Einen Wecker für {when} stellen</translation>
    </message>
    <message>
        <source>Remind you &apos;{text}&apos; at {when}</source>
        <translation>Dich um {when} an „{text}“ erinnern</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pending</source>
        <translation>
            <numerusform>%Ln ausstehend</numerusform>
            <numerusform>%Ln ausstehend</numerusform>
        </translation>
    </message>
    <message>
        <source>List timers and alarms</source>
        <translation>Timer und Wecker auflisten</translation>
    </message>
    <message>
        <source>There is no pending timer, alarm or reminder {id}.</source>
        <translation>Es gibt keinen anstehenden Timer, Wecker oder keine Erinnerung {id}.</translation>
    </message>
    <message>
        <source>Cancelled {alarm}</source>
        <translation>{alarm} abgebrochen</translation>
    </message>
    <message>
        <source>Cancel alarm #{id}</source>
        <translation>Wecker #{id} abbrechen</translation>
    </message>
    <message>
        <source>#{id} (not found)</source>
        <translation>#{id} (nicht gefunden)</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <extracomment>whether the call itself is at fault (a path outside the allowed folders, a calendar that does not exist: the model may correct it); False when the call is fine but this computer cannot do it now (no sound system running), so it fails as it is</extracomment>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>Free some space on the disk and try again.</source>
        <extracomment>Han script (Chinese characters): the app tells Chinese by it, and a connector counts two of them as a word what to do when the disk is full (every connector and the store say the same)</extracomment>
        <translation>Gib etwas Speicherplatz auf der Festplatte frei und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>The disk is full, so {tool} could not finish. {advice}</source>
        <translation>Der Datenträger ist voll, daher konnte {tool} nicht zu Ende laufen. {advice}</translation>
    </message>
    <message>
        <source>email</source>
        <extracomment>the kinds of content connectors name as a source (Provenance.kind), for the window&apos;s catalogue</extracomment>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>email list</source>
        <translation>E-Mail-Liste</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>file names</source>
        <translation>Dateinamen</translation>
    </message>
    <message>
        <source>files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>calendar events</source>
        <translation>Kalendertermine</translation>
    </message>
    <message>
        <source>calendar names</source>
        <translation>Kalendernamen</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>earlier content</source>
        <translation>frühere Inhalte</translation>
    </message>
    <message>
        <source>{kind}: {source}</source>
        <translation>{kind}: {source}</translation>
    </message>
    <message>
        <source>The disk is full, so the local copy of {account} was not brought up to date (what it already held is unchanged). {advice}</source>
        <extracomment>the words of a deletion: a delete tool comes only when the user speaks of one (an email or event that says &quot;delete every event&quot; is not the user; app/agent/routing.py)</extracomment>
        <translation>Der Datenträger ist voll, daher wurde die lokale Kopie von {account} nicht aktualisiert (was sie schon enthielt, ist unverändert). {advice}</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q4_K_M, recommended for laptops)</source>
        <translation>BotPsy 0.8B (Q4_K_M, für Laptops empfohlen)</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q8_0, higher quality)</source>
        <translation>BotPsy 0.8B (Q8_0, höhere Qualität)</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (BF16, full precision)</source>
        <translation>BotPsy 0.8B (BF16, volle Genauigkeit)</translation>
    </message>
    <message>
        <source>Snoozed: {alert}</source>
        <translation>Schlummern: {alert}</translation>
    </message>
    <message>
        <source>Snooze not saved</source>
        <translation>Schlummern nicht gespeichert</translation>
    </message>
    <message>
        <source>{error} {alert} rings again in {minutes} minutes if BotPsy keeps running; it is not kept if BotPsy quits.</source>
        <translation>{error} {alert} meldet sich in {minutes} Minuten wieder, wenn BotPsy weiterläuft; beim Beenden geht es verloren.</translation>
    </message>
    <message>
        <source>Timer</source>
        <extracomment>an alert&apos;s title per kind of alarm, in the window&apos;s catalogue
----------
what a timer, an alarm and a reminder are called for people (Phrases: the window shows them in its language)</extracomment>
        <translation>Timer</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Wecker</translation>
    </message>
    <message>
        <source>{label} ({when})</source>
        <translation>{label} ({when})</translation>
    </message>
    <message>
        <source>The CA file {path} cannot be read: {error}</source>
        <extracomment>the longest one connection may last in all, however its bytes come: a link that keeps every read just inside TIMEOUT would otherwise hold a sync or a send for hours. A sync cut here goes on where it stopped at the next one. the throughput floor: a reply (what the server sends after the client last sent something) that the client has waited FLOOR_WINDOW seconds or more for must bring FLOOR_BYTES per FLOOR_WINDOW of that waiting, or the connection is ended then, not at SESSION_LIMIT (a link that trickles a byte at a time). 1 KB per 30 s is 34 bytes a second: far below any working link, far above a trickle. A server thinking before it answers is silent, and silence is ended by TIMEOUT, so a reply may take TIMEOUT of thought and still come in time; time spent sending, or working between commands, is not waiting. the same floor over the whole connection, once it has waited this long for replies in all: over TLS a reply arrives a record at a time (CPython gives a whole record one read timeout), so a link whose every reply is one small record sent slowly never waits FLOOR_WINDOW for any one reply, and would otherwise last until SESSION_LIMIT. A server that thinks a few seconds before each small reply is fine; one whose replies have brought less than FLOOR_BYTES per FLOOR_WINDOW over a minute of waiting is not one a sync can use. how often the deadline&apos;s thread looks the end of the data (CRLF . CRLF) went out and no reply has come back yet a reply was awaited and never came: sticky, so a later read (QUIT) cannot clear it set by MailClient.smtp: the connection&apos;s reads are counted for its deadline</extracomment>
        <translation>Die CA-Datei {path} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>{host} was too slow: the connection was still busy after {seconds} s and was ended.</source>
        <translation>{host} war zu langsam: Die Verbindung war nach {seconds} s noch beschäftigt und wurde beendet.</translation>
    </message>
    <message>
        <source>{host} stopped answering (nothing for {seconds} s). If this keeps happening, check the network connection.</source>
        <translation>{host} antwortet nicht mehr (seit {seconds} s nichts). Wenn das öfter passiert, prüfe die Netzwerkverbindung.</translation>
    </message>
    <message>
        <source>The connection to {host} was cut ({error}).</source>
        <translation>Die Verbindung zu {host} wurde unterbrochen ({error}).</translation>
    </message>
    <message>
        <source>The mail server {host} failed ({error}).</source>
        <translation>Der Mailserver {host} hat einen Fehler gemeldet ({error}).</translation>
    </message>
    <message>
        <source>Nothing was lost: BotPsy uses its local copy and tries again at the next sync.</source>
        <extracomment>what happens after a failed read or sync: the local copy serves until the next one</extracomment>
        <translation>Nichts ging verloren: BotPsy verwendet seine lokale Kopie und versucht es beim nächsten Abgleich erneut.</translation>
    </message>
    <message>
        <source>The server name {host} cannot be found ({error}).</source>
        <translation>Der Servername {host} wurde nicht gefunden ({error}).</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>TLS with {host} failed: {error}</source>
        <translation>TLS mit {host} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Cannot connect to {host}:{port} ({error}).</source>
        <translation>Keine Verbindung zu {host}:{port} ({error}).</translation>
    </message>
    <message>
        <source>STARTTLS with {host} failed ({error}); not continuing without encryption.</source>
        <translation>STARTTLS mit {host} ist fehlgeschlagen ({error}); ohne Verschlüsselung geht es nicht weiter.</translation>
    </message>
    <message>
        <source>The server refused the login for {login}: check the password.</source>
        <translation>Der Server hat die Anmeldung für {login} abgelehnt: Prüfe das Passwort.</translation>
    </message>
    <message>
        <source>{failure} {then}</source>
        <translation>{failure} {then}</translation>
    </message>
    <message>
        <source>Logging in to {host} (IMAP)…</source>
        <translation>Anmeldung bei {host} (IMAP)…</translation>
    </message>
    <message>
        <source>Opening the inbox…</source>
        <translation>Posteingang wird geöffnet…</translation>
    </message>
    <message>
        <source>INBOX cannot be opened: {error}</source>
        <translation>Der Posteingang kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>Logging in to {host} (SMTP)…</source>
        <translation>Anmeldung bei {host} (SMTP)…</translation>
    </message>
    <message>
        <source>There is no message {id} in {folder}.</source>
        <translation>In {folder} gibt es keine Nachricht {id}.</translation>
    </message>
    <message>
        <source>The SMTP server refused the login for {login}.</source>
        <translation>Der SMTP-Server hat die Anmeldung für {login} abgelehnt.</translation>
    </message>
    <message>
        <source>Logging in to {host} failed: {error}</source>
        <translation>Die Anmeldung bei {host} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The connection to {host} broke after the message had gone out and before the server confirmed it, so it may have been sent. Check your Sent folder or ask the recipient before sending it again.</source>
        <translation>Die Verbindung zu {host} brach ab, nachdem die Nachricht hinausgegangen war und bevor der Server sie bestätigt hat. Sie wurde also vielleicht gesendet. Sieh in deinem Ordner „Gesendet“ nach oder frag den Empfänger, bevor du sie noch einmal sendest.</translation>
    </message>
    <message>
        <source>The server refused these recipients: {recipients}.</source>
        <translation>Der Server hat diese Empfänger abgelehnt: {recipients}.</translation>
    </message>
    <message>
        <source>Sending failed: {failure}</source>
        <translation>Senden fehlgeschlagen: {failure}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an ISO 8601 date or time, e.g. 2026-12-04T15:00 or 2026-12-04 for all day.</source>
        <extracomment>the longest one HTTP round trip may take in all, however slowly its bytes come: the read timeout bounds each read only, and a server that sends a byte just inside it would hold a sync for hours the throughput floor of an answer&apos;s body, as the mail connector&apos;s (connectors/mail/ client.py): a body that brings less than FLOOR_BYTES in FLOOR_WINDOW seconds is a link that trickles, and is ended then, by the thread that reads it (not at REQUEST_LIMIT, and no helper thread is left behind). 1 KB per 30 s is far below any working link. the most one read of a body takes at a time the largest answer read, once decoded: far above any calendar&apos;s (a multiget brings at most MULTIGET_BATCH objects), far below what a hostile server&apos;s gzip bomb unpacks to (a few hundred KB on the wire become gigabytes); the body is never held past it the encoding asked for: none, so that every piece that comes over the wire is a piece of the body at once (a compressed body gives nothing to read until a block is whole, and the floor could not see it come); a server that compresses anyway is still read right, counted by its bytes on the wire</extracomment>
        <translation>&apos;{text}&apos; ist kein Datum und keine Uhrzeit nach ISO 8601, z. B. 2026-12-04T15:00 oder 2026-12-04 für ganztägig.</translation>
    </message>
    <message>
        <source>{time} does not exist in your time zone (the clocks skip it); choose another time.</source>
        <translation>{time} gibt es in deiner Zeitzone nicht (die Uhren springen darüber); wähle eine andere Zeit.</translation>
    </message>
    <message>
        <source>{time} happens twice in your time zone (the clocks go back); give the offset, e.g. +01:00 or +02:00.</source>
        <translation>{time} kommt in deiner Zeitzone zweimal vor (die Uhren werden zurückgestellt); gib den Versatz an, z. B. +01:00 oder +02:00.</translation>
    </message>
    <message>
        <source>The calendar server does not allow {method} on {url} (403 Forbidden).</source>
        <translation>Der Kalenderserver erlaubt {method} auf {url} nicht (403 Forbidden).</translation>
    </message>
    <message>
        <source>The calendar server refused the login for {user}.</source>
        <translation>Der Kalenderserver hat die Anmeldung für {user} abgelehnt.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: its answer brought less than {size} bytes in {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Der Kalenderserver unter {url} war zu langsam: Seine Antwort brachte weniger als {size} Bytes in {seconds} s und wurde beendet. BotPsy nutzt so lange seine lokale Kopie und versucht es beim nächsten Abgleich wieder.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: the start of its answer was still not all there after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Der Kalenderserver unter {url} war zu langsam: Der Anfang seiner Antwort war nach {seconds} s noch immer nicht vollständig da und wurde beendet. BotPsy nutzt so lange seine lokale Kopie und versucht es beim nächsten Abgleich wieder.</translation>
    </message>
    <message>
        <source>The calendar server at {url} sent an answer larger than {size} MB, more than any calendar needs, so it was not read. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Der Kalenderserver unter {url} hat eine Antwort von mehr als {size} MB geschickt, mehr als ein Kalender je braucht, daher wurde sie nicht gelesen. BotPsy nutzt so lange seine lokale Kopie und versucht es beim nächsten Abgleich wieder.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: one request was still going after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Der Kalenderserver unter {url} war zu langsam: Eine Anfrage lief nach {seconds} s noch und wurde beendet. BotPsy nutzt so lange seine lokale Kopie und versucht es beim nächsten Abgleich wieder.</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} safely: its certificate is not trusted. If the server uses its own CA, give that CA&apos;s certificate (--ca-file).</source>
        <translation>Der Kalenderserver unter {url} ist nicht sicher erreichbar: Seinem Zertifikat wird nicht vertraut. Verwendet der Server eine eigene CA, gib deren Zertifikat an (--ca-file).</translation>
    </message>
    <message>
        <source>The calendar server at {url} stopped answering (nothing for {seconds} s). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Der Kalenderserver unter {url} antwortet nicht mehr (seit {seconds} s nichts). BotPsy nutzt so lange seine lokale Kopie und versucht es bei der nächsten Synchronisierung erneut.</translation>
    </message>
    <message>
        <source>The connection to the calendar server at {url} was cut ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Die Verbindung zum Kalenderserver unter {url} wurde unterbrochen ({error}). BotPsy nutzt so lange seine lokale Kopie und versucht es bei der nächsten Synchronisierung erneut.</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Der Kalenderserver unter {url} ist nicht erreichbar ({error}). BotPsy nutzt so lange seine lokale Kopie und versucht es bei der nächsten Synchronisierung erneut.</translation>
    </message>
    <message>
        <source>The calendar server answered {method} with HTTP {status}.</source>
        <translation>Der Kalenderserver hat auf {method} mit HTTP {status} geantwortet.</translation>
    </message>
    <message>
        <source>No CalDAV calendars were found at {url} ({error}).</source>
        <translation>Unter {url} wurden keine CalDAV-Kalender gefunden ({error}).</translation>
    </message>
    <message>
        <source>The calendar server answered HTTP {status}.</source>
        <translation>Der Kalenderserver hat mit HTTP {status} geantwortet.</translation>
    </message>
    <message>
        <source>changed on the server</source>
        <translation>auf dem Server geändert</translation>
    </message>
    <message>
        <source>The calendar server did not accept the change (HTTP {status}).</source>
        <translation>Der Kalenderserver hat die Änderung nicht angenommen (HTTP {status}).</translation>
    </message>
    <message>
        <source>The calendar server did not delete it (HTTP {status}).</source>
        <translation>Der Kalenderserver hat es nicht gelöscht (HTTP {status}).</translation>
    </message>
    <message>
        <source>BotPsy cannot write {suffix} files (only text, Markdown and Word documents); nothing was written: {path}</source>
        <translation>BotPsy kann keine {suffix}-Dateien schreiben (nur Text, Markdown und Word-Dokumente); nichts wurde geschrieben: {path}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>{name} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} ist keine normale Datei</translation>
    </message>
    <message>
        <source>{name} unpacks to {mb} MB of text markup; it is too large to read</source>
        <translation>{name} entpackt sich zu {mb} MB Textauszeichnung; das ist zu groß zum Lesen</translation>
    </message>
    <message>
        <source>{name} is not a readable Word document</source>
        <translation>{name} ist kein lesbares Word-Dokument</translation>
    </message>
    <message>
        <source>{name} unpacks to more than {mb} MB of text markup; it is too large to read</source>
        <translation>{name} entpackt sich zu mehr als {mb} MB Textauszeichnung; das ist zu groß zum Lesen</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not moved, and nothing half-moved was left. {advice}</source>
        <translation>Die Festplatte ist voll: {path} wurde nicht verschoben, und nichts halb Verschobenes ist zurückgeblieben. {advice}</translation>
    </message>
    <message>
        <source>Could not be moved ({reason}): {path}</source>
        <translation>Konnte nicht verschoben werden ({reason}): {path}</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not copied, and nothing half-copied was left. {advice}</source>
        <translation>Die Festplatte ist voll: {path} wurde nicht kopiert, und nichts halb Kopiertes ist zurückgeblieben. {advice}</translation>
    </message>
    <message>
        <source>Could not be copied ({reason}): {path}</source>
        <translation>Konnte nicht kopiert werden ({reason}): {path}</translation>
    </message>
    <message>
        <source>{path} cannot be reached without leaving the allowed folders (something on the way is a link, not a folder, or changed meanwhile): nothing was changed</source>
        <translation>{path} ist nicht erreichbar, ohne die erlaubten Ordner zu verlassen (etwas auf dem Weg ist ein Link, kein Ordner, oder hat sich inzwischen geändert): nichts wurde geändert</translation>
    </message>
    <message>
        <source>Already exists (or is a link), nothing was written: {path}</source>
        <translation>Existiert bereits (oder ist ein Link), nichts wurde geschrieben: {path}</translation>
    </message>
    <message>
        <source>Could not be created ({reason}): {path}</source>
        <translation>Konnte nicht angelegt werden ({reason}): {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was written: {path}</source>
        <translation>Existiert bereits, nichts wurde geschrieben: {path}</translation>
    </message>
    <message>
        <source>No folders are allowed yet; the user can allow folders in Settings</source>
        <translation>Noch sind keine Ordner erlaubt; Ordner lassen sich in den Einstellungen erlauben</translation>
    </message>
    <message>
        <source>A path cannot contain a NUL character</source>
        <translation>Ein Pfad darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <source>Paths with &apos;..&apos; are not accepted
Allowed folders: {folders}</source>
        <translation>Pfade mit „..“ werden nicht angenommen
Erlaubte Ordner: {folders}</translation>
    </message>
    <message>
        <source>Does not exist: {path}
Allowed folders: {folders}</source>
        <translation>Existiert nicht: {path}
Erlaubte Ordner: {folders}</translation>
    </message>
    <message>
        <source>Cannot be resolved ({error}): {path}</source>
        <translation>Kann nicht aufgelöst werden ({error}): {path}</translation>
    </message>
    <message>
        <source>Outside the folders BotPsy may use: {path}
Allowed folders: {folders}</source>
        <translation>Außerhalb der Ordner, die BotPsy verwenden darf: {path}
Erlaubte Ordner: {folders}</translation>
    </message>
    <message>
        <source>Not a regular file or folder: {path}</source>
        <translation>Keine normale Datei und kein Ordner: {path}</translation>
    </message>
    <message>
        <source>Not a folder: {path}</source>
        <translation>Kein Ordner: {path}</translation>
    </message>
    <message>
        <source>No permission to read: {folder}</source>
        <translation>Keine Leseberechtigung: {folder}</translation>
    </message>
    <message>
        <source>only the first {part} of {size} bytes were read</source>
        <translation>nur die ersten {part} von {size} Bytes wurden gelesen</translation>
    </message>
    <message>
        <source>{name} is a binary file ({size} bytes); it has no text to read</source>
        <translation>{name} ist eine Binärdatei ({size} Bytes); sie enthält keinen lesbaren Text</translation>
    </message>
    <message>
        <source>the file is not UTF-8; undecodable bytes were replaced</source>
        <translation>die Datei ist nicht UTF-8; nicht lesbare Bytes wurden ersetzt</translation>
    </message>
    <message>
        <source>PDF support is not installed.</source>
        <translation>Die PDF-Unterstützung ist nicht installiert.</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read without its password.</source>
        <translation>{name} ist ein verschlüsseltes PDF; ohne sein Passwort kann es nicht gelesen werden.</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read.</source>
        <translation>{name} ist ein verschlüsseltes PDF; es kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>{name} is not a readable PDF ({reason}).</source>
        <translation>{name} ist kein lesbares PDF ({reason}).</translation>
    </message>
    <message>
        <source>This is an allowed folder itself, not a file in one: {path}</source>
        <translation>Das ist selbst ein erlaubter Ordner, keine Datei darin: {path}</translation>
    </message>
    <message>
        <source>Does not exist: {path}</source>
        <translation>Existiert nicht: {path}</translation>
    </message>
    <message>
        <source>No permission to write: {path}</source>
        <translation>Keine Schreibberechtigung: {path}</translation>
    </message>
    <message>
        <source>Exists and is not a regular file, nothing was written: {path}</source>
        <translation>Existiert und ist keine normale Datei, nichts wurde geschrieben: {path}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. The file as it was is unchanged. {advice}</source>
        <translation>Die Festplatte ist voll: Nichts wurde in {path} geschrieben. Die Datei ist unverändert. {advice}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. {advice}</source>
        <translation>Die Festplatte ist voll: Nichts wurde in {path} geschrieben. {advice}</translation>
    </message>
    <message>
        <source>Could not be written ({reason}): {path}</source>
        <translation>Konnte nicht geschrieben werden ({reason}): {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was moved: {path}</source>
        <translation>Existiert bereits, nichts wurde verschoben: {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was copied: {path}</source>
        <translation>Existiert bereits, nichts wurde kopiert: {path}</translation>
    </message>
    <message>
        <source>No permission to copy: {path}</source>
        <translation>Keine Berechtigung zum Kopieren: {path}</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to copy</source>
        <translation>{path} ist zu tief verschachtelt, um es zu kopieren</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} existiert nicht</translation>
    </message>
    <message>
        <source>{name} is larger than {mb} MB; copy it with your file manager</source>
        <translation>{name} ist größer als {mb} MB; kopiere die Datei mit deinem Dateimanager</translation>
    </message>
    <message>
        <source>{name} could not be moved to the trash: {reason}. Nothing was deleted.</source>
        <translation>{name} konnte nicht in den Papierkorb verschoben werden: {reason}. Nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>Opening files is not supported on this system: {command} is missing.</source>
        <translation>Das Öffnen von Dateien wird auf diesem System nicht unterstützt: {command} fehlt.</translation>
    </message>
    <message>
        <source>unreadable iCalendar ({error})</source>
        <translation>unlesbares iCalendar ({error})</translation>
    </message>
    <message>
        <source>not an iCalendar object</source>
        <translation>kein iCalendar-Objekt</translation>
    </message>
    <message>
        <source>the object holds no event or task</source>
        <translation>das Objekt enthält keinen Termin und keine Aufgabe</translation>
    </message>
    <message>
        <source>the object has no UID</source>
        <translation>das Objekt hat keine UID</translation>
    </message>
    <message>
        <source>the event &apos;{title}&apos; has no start</source>
        <translation>der Termin &apos;{title}&apos; hat keinen Beginn</translation>
    </message>
    <message>
        <source>This event does not repeat; change or delete it as a whole (leave out &apos;occurrence&apos;).</source>
        <translation>Dieser Termin wiederholt sich nicht; ändere oder lösche ihn als Ganzes (ohne &apos;occurrence&apos;).</translation>
    </message>
    <message>
        <source>cannot expand the series ({error})</source>
        <translation>die Serie kann nicht aufgelöst werden ({error})</translation>
    </message>
    <message>
        <source>The series has no occurrence at {time}; use the &apos;occurrence&apos; value calendar_list_events gave.</source>
        <translation>Die Serie hat kein Vorkommen um {time}; verwende den &apos;occurrence&apos;-Wert, den calendar_list_events geliefert hat.</translation>
    </message>
    <message>
        <source>The event must end after it starts (and both be dates or both times).</source>
        <translation>Der Termin muss nach seinem Beginn enden (und beides müssen Daten oder beides Uhrzeiten sein).</translation>
    </message>
    <message>
        <source>That is an event, not a task.</source>
        <translation>Das ist ein Termin, keine Aufgabe.</translation>
    </message>
    <message>
        <source>title</source>
        <comment>event field</comment>
        <extracomment>how a conflict report names an event&apos;s fields</extracomment>
        <translation>Titel</translation>
    </message>
    <message>
        <source>start</source>
        <comment>event field</comment>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>end</source>
        <comment>event field</comment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>due</source>
        <comment>event field</comment>
        <translation>fällig</translation>
    </message>
    <message>
        <source>location</source>
        <comment>event field</comment>
        <translation>Ort</translation>
    </message>
    <message>
        <source>notes</source>
        <comment>event field</comment>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>repeat</source>
        <comment>event field</comment>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>status</source>
        <comment>event field</comment>
        <translation>Status</translation>
    </message>
    <message>
        <source>{field}: was &apos;{was}&apos;, now &apos;{now}&apos;</source>
        <translation>{field}: war „{was}“, jetzt „{now}“</translation>
    </message>
    <message>
        <source>single occurrences were changed</source>
        <translation>einzelne Termine der Serie wurden geändert</translation>
    </message>
    <message>
        <source>This calendar attachment is not an invitation (it has no REQUEST, CANCEL or REPLY method).</source>
        <translation>Dieser Kalenderanhang ist keine Einladung (er hat keine Methode REQUEST, CANCEL oder REPLY).</translation>
    </message>
    <message>
        <source>This invitation has no start time or no UID; it cannot be used.</source>
        <translation>Diese Einladung hat keine Startzeit oder keine UID; sie kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>This invitation carries more than one event; it cannot be used.</source>
        <translation>Diese Einladung enthält mehr als einen Termin; sie kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>This invitation names no organiser; it cannot be answered.</source>
        <translation>Diese Einladung nennt keinen Organisator; sie kann nicht beantwortet werden.</translation>
    </message>
    <message>
        <source>This invitation names you as its organiser, but you did not send it; it was left alone.</source>
        <translation>Diese Einladung nennt dich als Organisator, aber du hast sie nicht verschickt; sie wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>Something in your calendar that is not an event already has this invitation&apos;s UID; it was left alone.</source>
        <translation>Etwas in deinem Kalender, das kein Termin ist, hat bereits die UID dieser Einladung; sie wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; is your own event: an invitation from someone else cannot change or cancel it. It was left alone.</source>
        <translation>&apos;{title}&apos; ist dein eigener Termin: Eine Einladung von jemand anderem kann ihn weder ändern noch absagen. Sie wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>Your event &apos;{title}&apos; is organised by {holder}, not by {organizer}, who sent this invitation; it was left alone.</source>
        <translation>Dein Termin &apos;{title}&apos; wird von {holder} organisiert, nicht von {organizer}, der diese Einladung geschickt hat; sie wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>niemandem</translation>
    </message>
    <message>
        <source>This mail about &apos;{title}&apos; was sent by {sender}, not by its organiser {organizer}; it was left alone.</source>
        <translation>Diese Mail zu &apos;{title}&apos; wurde von {sender} geschickt, nicht von ihrem Organisator {organizer}; sie wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>an unknown sender</source>
        <translation>einem unbekannten Absender</translation>
    </message>
    <message>
        <source>This is an older version of &apos;{title}&apos; than the one in your calendar; it was left alone.</source>
        <translation>Das ist eine ältere Version von &apos;{title}&apos; als die in deinem Kalender; sie wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>The default calendar &apos;{name}&apos; is not available (its account cannot be reached now). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Der Standardkalender &apos;{name}&apos; ist nicht verfügbar (sein Konto ist gerade nicht erreichbar). Nenne einen Kalender, z. B. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds tasks is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Von {accounts} ist noch kein Kalender mit Aufgaben bekannt (ist der Server nicht erreichbar?). Nenne einen Kalender, z. B. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds events is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Von {accounts} ist noch kein Kalender mit Terminen bekannt (ist der Server nicht erreichbar?). Nenne einen Kalender, z. B. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>Several calendars are called &apos;{name}&apos;: {calendars}. Give one of these.</source>
        <translation>Mehrere Kalender heißen &apos;{name}&apos;: {calendars}. Gib einen davon an.</translation>
    </message>
    <message>
        <source>There is no calendar &apos;{name}&apos;. Calendars: {calendars}</source>
        <translation>Es gibt keinen Kalender &apos;{name}&apos;. Kalender: {calendars}</translation>
    </message>
    <message>
        <source>{calendar} does not hold tasks.</source>
        <translation>{calendar} enthält keine Aufgaben.</translation>
    </message>
    <message>
        <source>{calendar} does not hold events.</source>
        <translation>{calendar} enthält keine Termine.</translation>
    </message>
    <message>
        <source>There is no event or task &apos;{uid}&apos;; use the uid calendar_list_events or calendar_list_tasks gave.</source>
        <translation>Es gibt keinen Termin und keine Aufgabe &apos;{uid}&apos;; verwende die uid, die calendar_list_events oder calendar_list_tasks geliefert hat.</translation>
    </message>
    <message>
        <source>This entry cannot be changed: {problem}</source>
        <translation>Dieser Eintrag kann nicht geändert werden: {problem}</translation>
    </message>
    <message>
        <source>There is no calendar account &apos;{name}&apos;.</source>
        <translation>Es gibt kein Kalenderkonto &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>No password is stored for {account}.</source>
        <translation>Für {account} ist kein Passwort gespeichert.</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>Deine Offline-Löschung von „{title}“ wurde nicht gesendet: Es wurde inzwischen auf dem Server gelöscht.</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>Deine Offline-Änderung an „{title}“ wurde nicht gesendet: Es wurde inzwischen auf dem Server gelöscht.</translation>
    </message>
    <message>
        <source>details differ</source>
        <translation>Details weichen ab</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>Deine Offline-Löschung von „{title}“ wurde nicht gesendet: Jemand hat es inzwischen auf dem Server geändert ({changes}).</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>Deine Offline-Änderung an „{title}“ wurde nicht gesendet: Jemand hat es inzwischen auf dem Server geändert ({changes}).</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>Deine Offline-Löschung von „{title}“ konnte nicht gesendet werden: {error}</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>Deine Offline-Änderung an „{title}“ konnte nicht gesendet werden: {error}</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>Anmeldung bei {name} nicht möglich ({error}); gezeigt wird die Kopie auf diesem Computer, noch nie abgeglichen.</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>{name} ist offline ({error}); gezeigt wird die Kopie auf diesem Computer, noch nie abgeglichen.</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>Anmeldung bei {name} nicht möglich ({error}); gezeigt wird die Kopie auf diesem Computer, zuletzt abgeglichen {when}.</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>{name} ist offline ({error}); gezeigt wird die Kopie auf diesem Computer, zuletzt abgeglichen {when}.</translation>
    </message>
    <message>
        <source>It was deleted on the server meanwhile; nothing was changed.</source>
        <translation>Es wurde inzwischen auf dem Server gelöscht; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Someone else changed this after it was read; your change was NOT saved. Their version: {changes}. Read it again and propose the change on top of it.</source>
        <translation>Jemand anderes hat dies geändert, nachdem es gelesen wurde; deine Änderung wurde NICHT gespeichert. Deren Version: {changes}. Lies es erneut und schlage die Änderung darauf aufbauend vor.</translation>
    </message>
    <message>
        <source>changed details</source>
        <translation>geänderte Angaben</translation>
    </message>
    <message>
        <source>{account} cannot be reached: the change is kept on this computer and will be sent when the server is back.</source>
        <translation>{account} ist nicht erreichbar: Die Änderung bleibt auf diesem Computer und wird gesendet, sobald der Server wieder da ist.</translation>
    </message>
    <message>
        <source>The {field} must be one line (it contains a line break).</source>
        <translation>{field} muss eine einzige Zeile sein (enthält einen Zeilenumbruch).</translation>
    </message>
    <message>
        <source>&apos;{address}&apos; in {field} is not a valid email address.</source>
        <translation>&apos;{address}&apos; in {field} ist keine gültige E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>hidden content removed: {count} characters a mail client would not show (hidden or invisible text, comments, styles, scripts)</source>
        <translation>versteckter Inhalt entfernt: {count} Zeichen, die ein Mailprogramm nicht zeigen würde (versteckter oder unsichtbarer Text, Kommentare, Stile, Skripte)</translation>
    </message>
    <message>
        <source>quoted history or signature not shown</source>
        <translation>zitierter Verlauf oder Signatur nicht gezeigt</translation>
    </message>
    <message>
        <source>cut at {count} characters</source>
        <translation>nach {count} Zeichen abgeschnitten</translation>
    </message>
    <message>
        <source>The password of {account} cannot be read: no keyring answered ({error}). Start your desktop&apos;s keyring (GNOME Keyring, KWallet) and try again.</source>
        <translation>Das Passwort von {account} lässt sich nicht lesen: kein Schlüsselbund hat geantwortet ({error}). Starte den Schlüsselbund deines Desktops (GNOME Keyring, KWallet) und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Not stored: {problem}. Start your desktop&apos;s keyring (GNOME Keyring, KWallet), or allow a plaintext password file in Settings → Accounts.</source>
        <translation>Nicht gespeichert: {problem}. Starte den Schlüsselbund deines Desktops (GNOME Keyring, KWallet) oder erlaube eine Passwortdatei im Klartext unter Einstellungen → Konten.</translation>
    </message>
    <message>
        <source>Say which application to open.</source>
        <translation>Sag, welche Anwendung geöffnet werden soll.</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;. Close matches: {matches}</source>
        <translation>Keine installierte Anwendung heißt &apos;{name}&apos;. Ähnliche: {matches}</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;.</source>
        <translation>Keine installierte Anwendung heißt &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>the sound system (PulseAudio or PipeWire)</source>
        <translation>das Soundsystem (PulseAudio oder PipeWire)</translation>
    </message>
    <message>
        <source>the desktop&apos;s settings</source>
        <translation>die Einstellungen des Desktops</translation>
    </message>
    <message>
        <source>the brightness control</source>
        <translation>die Helligkeitssteuerung</translation>
    </message>
    <message>
        <source>macOS&apos;s scripting</source>
        <translation>die Skriptsteuerung von macOS</translation>
    </message>
    <message>
        <source>the application launcher</source>
        <translation>der Anwendungsstarter</translation>
    </message>
    <message>
        <source>macOS&apos;s network setup</source>
        <translation>die Netzwerkeinrichtung von macOS</translation>
    </message>
    <message>
        <source>not supported on this system: {what} is not installed ({command} is missing)</source>
        <translation>auf diesem System nicht unterstützt: {what} ist nicht installiert ({command} fehlt)</translation>
    </message>
    <message>
        <source>{what} did not answer in time</source>
        <translation>{what} hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>{what} is not running on this computer ({detail})</source>
        <translation>{what} läuft auf diesem Computer nicht ({detail})</translation>
    </message>
    <message>
        <source>{what} refused the change ({detail})</source>
        <translation>{what} hat die Änderung abgelehnt ({detail})</translation>
    </message>
    <message>
        <source>not supported on this system: {what} on {platform}</source>
        <translation>auf diesem System nicht möglich: {what} unter {platform}</translation>
    </message>
    <message>
        <source>setting the volume</source>
        <translation>die Lautstärke einstellen</translation>
    </message>
    <message>
        <source>muting</source>
        <translation>stummschalten</translation>
    </message>
    <message>
        <source>setting the brightness</source>
        <translation>die Helligkeit einstellen</translation>
    </message>
    <message>
        <source>switching dark mode</source>
        <translation>den Dunkelmodus umschalten</translation>
    </message>
    <message>
        <source>switching Wi-Fi</source>
        <translation>WLAN umschalten</translation>
    </message>
    <message>
        <source>do-not-disturb</source>
        <translation>Nicht stören</translation>
    </message>
    <message>
        <source>opening a web browser</source>
        <translation>einen Webbrowser öffnen</translation>
    </message>
    <message>
        <source>opening applications</source>
        <translation>Programme öffnen</translation>
    </message>
    <message>
        <source>not supported on this system: no backlight device (/sys/class/backlight is empty)</source>
        <translation>auf diesem System nicht unterstützt: kein Gerät für die Hintergrundbeleuchtung (/sys/class/backlight ist leer)</translation>
    </message>
    <message>
        <source>not supported on this system: macOS has no built-in command to set the display brightness</source>
        <translation>auf diesem System nicht unterstützt: macOS hat keinen eingebauten Befehl, um die Bildschirmhelligkeit einzustellen</translation>
    </message>
    <message>
        <source>not supported on this system: setting the volume on Windows needs the pycaw package, which is not installed</source>
        <translation>auf diesem System nicht unterstützt: Die Lautstärke unter Windows einzustellen braucht das Paket pycaw, das nicht installiert ist</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>{name} konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) could be saved</source>
        <translation>
            <numerusform>%Ln Datensatz konnte gerettet werden</numerusform>
            <numerusform>%Ln Datensätze konnten gerettet werden</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing in it could be saved</source>
        <translation>nichts darin konnte gerettet werden</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}; some of {tables} could not be read. The damaged file is kept as {copy}.</source>
        <translation>{file} war beschädigt ({reason}). BotPsy hat mit einer frischen Kopie begonnen: {kept}; einiges aus {tables} konnte nicht gelesen werden. Die beschädigte Datei liegt als {copy}.</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}. The damaged file is kept as {copy}.</source>
        <translation>{file} war beschädigt ({reason}). BotPsy hat mit einer frischen Kopie begonnen: {kept}. Die beschädigte Datei liegt als {copy}.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer zeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich: %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente fehlen: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>höchstens ein Argument erwartet</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s passt zu %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>ausdrückliches Argument %r ignoriert</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit Argument %s erlaubt</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist nötig</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>unbekannter Befehl %(parser_name)r (möglich: %(choices)s)</translation>
    </message>
    <message>
        <source>BotPsy wants to: {summary}</source>
        <translation>BotPsy möchte: {summary}</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Account: {account}</source>
        <translation>Konto: {account}</translation>
    </message>
    <message>
        <source>WARNING: this request came after reading content written by others:</source>
        <translation>WARNUNG: Diese Anfrage kam nach dem Lesen von Inhalten, die andere geschrieben haben:</translation>
    </message>
    <message>
        <source>Approve? [y/N] </source>
        <translation>Bestätigen? [j/N] </translation>
    </message>
    <message>
        <source>y</source>
        <comment>the short yes to Approve?</comment>
        <translation>j</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the yes to Approve?</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>No tools are available.</source>
        <translation>Es sind keine Werkzeuge verfügbar.</translation>
    </message>
    <message>
        <source>--args is not valid JSON: {error}</source>
        <translation>--args ist kein gültiges JSON: {error}</translation>
    </message>
    <message>
        <source>Warning: the model server is another computer reached over plain http; everything BotPsy reads is sent to it unencrypted.</source>
        <translation>Warnung: Der Modellserver ist ein anderer Computer, erreicht über unverschlüsseltes http; alles, was BotPsy liest, wird unverschlüsselt dorthin geschickt.</translation>
    </message>
    <message>
        <source>line {number}: not a case ({error}); skipped</source>
        <translation>Zeile {number}: kein Fall ({error}); übersprungen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln case(s) done</source>
        <translation>
            <numerusform>%Ln Fall erledigt</numerusform>
            <numerusform>%Ln Fälle erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>The words above are not the answer. What happened:</source>
        <translation>Die Wörter oben sind nicht die Antwort. Was passiert ist:</translation>
    </message>
    <message>
        <source>{app} — {model}. Empty line or Ctrl-D to quit.</source>
        <translation>{app} — {model}. Leere Zeile oder Strg-D zum Beenden.</translation>
    </message>
    <message>
        <source>Something went wrong ({error}); the conversation goes on.</source>
        <translation>Etwas ist schiefgegangen ({error}); die Unterhaltung geht weiter.</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>installiert</translation>
    </message>
    <message>
        <source>usage: botpsy models add PATH.gguf</source>
        <translation>Aufruf: botpsy models add PFAD.gguf</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: yes)</source>
        <translation>{id} hinzugefügt: {name} ({architecture}, Kontext {context}, Chatvorlage: ja)</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: no, the built-in one will be used)</source>
        <translation>{id} hinzugefügt: {name} ({architecture}, Kontext {context}, Chatvorlage: keine, die eingebaute wird verwendet)</translation>
    </message>
    <message>
        <source>Downloaded {id} to {path}</source>
        <translation>{id} nach {path} heruntergeladen</translation>
    </message>
    <message>
        <source>No folders are allowed. Add one with `botpsy folders add PATH`.</source>
        <translation>Keine Ordner sind erlaubt. Füge einen mit `botpsy folders add PFAD` hinzu.</translation>
    </message>
    <message>
        <source>usage: botpsy folders {action} PATH</source>
        <translation>Aufruf: botpsy folders {action} PFAD</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} ist kein Ordner.</translation>
    </message>
    <message>
        <source>{path} is not an allowed folder.</source>
        <translation>{path} ist kein erlaubter Ordner.</translation>
    </message>
    <message>
        <source>Added {path}</source>
        <translation>{path} hinzugefügt</translation>
    </message>
    <message>
        <source>Removed {path}</source>
        <translation>{path} entfernt</translation>
    </message>
    <message>
        <source>Say which kind: {kinds}.</source>
        <translation>Sag, welche Art: {kinds}.</translation>
    </message>
    <message>
        <source>password: give it on standard input with --password-stdin</source>
        <translation>password: gib es mit --password-stdin über die Standardeingabe an</translation>
    </message>
    <message>
        <source>The account was not saved.</source>
        <translation>Das Konto wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>No OS keyring could store the password ({error}). BotPsy keeps passwords only in the system keyring; start one (e.g. GNOME Keyring, KWallet) and try again.</source>
        <translation>Kein Schlüsselbund des Systems konnte das Passwort speichern ({error}). BotPsy speichert Passwörter nur im Schlüsselbund des Systems; starte einen (z. B. GNOME Keyring, KWallet) und versuche es erneut.</translation>
    </message>
    <message>
        <source>Added {name}: connection tested, password stored in the keyring.</source>
        <translation>{name} hinzugefügt: Verbindung getestet, Passwort im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>No accounts. Add one with {commands}.</source>
        <translation>Keine Konten. Füge eins hinzu mit {commands}.</translation>
    </message>
    <message>
        <source>No account called &apos;{name}&apos;.</source>
        <translation>Kein Konto namens &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>{name}: no password in the keyring.</source>
        <translation>{name}: kein Passwort im Schlüsselbund.</translation>
    </message>
    <message>
        <source>Removed {name} (its password and any offline copy).</source>
        <translation>{name} entfernt (sein Passwort und jede Offline-Kopie).</translation>
    </message>
    <message>
        <source>No account to sync.</source>
        <translation>Kein Konto zum Abgleichen.</translation>
    </message>
    <message>
        <source>{kind}: {help}</source>
        <translation>{kind}: {help}</translation>
    </message>
    <message>
        <source>BotPsy: a personal assistant whose model runs on this computer. Without a command, opens the window.</source>
        <translation>BotPsy: ein persönlicher Assistent, dessen Modell auf diesem Computer läuft. Ohne Befehl öffnet sich das Fenster.</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// OpenAI-compatible endpoint</source>
        <translation>eine .gguf-Datei, die ID eines installierten Modells oder ein OpenAI-kompatibler http(s)://-Endpunkt</translation>
    </message>
    <message>
        <source>log debug messages</source>
        <translation>Debug-Meldungen protokollieren</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// endpoint</source>
        <translation>eine .gguf-Datei, die ID eines installierten Modells oder ein http(s)://-Endpunkt</translation>
    </message>
    <message>
        <source>model name for a remote endpoint</source>
        <translation>Modellname für einen entfernten Endpunkt</translation>
    </message>
    <message>
        <source>allow a plain-http model server on another computer (your mail and files then cross the network unencrypted)</source>
        <translation>einen Modellserver mit einfachem http auf einem anderen Computer erlauben (deine Mails und Dateien gehen dann unverschlüsselt durchs Netz)</translation>
    </message>
    <message>
        <source>context window in tokens</source>
        <translation>Kontextfenster in Tokens</translation>
    </message>
    <message>
        <source>llama.cpp threads (default: follow the machine&apos;s load)</source>
        <translation>Threads für llama.cpp (Standard: der Auslastung des Rechners folgen)</translation>
    </message>
    <message>
        <source>grammar-constrained tool calls: lazy (default: only while a call is written), full (every token), off</source>
        <translation>Tool-Aufrufe mit Grammatik: lazy (Standard: nur während ein Aufruf geschrieben wird), full (jedes Token), off</translation>
    </message>
    <message>
        <source>how the grammar is applied to a local model: llguidance (default) or llama.cpp&apos;s own GBNF sampler</source>
        <translation>wie die Grammatik bei einem lokalen Modell angewandt wird: llguidance (Standard) oder der GBNF-Sampler von llama.cpp</translation>
    </message>
    <message>
        <source>chat in the terminal</source>
        <translation>im Terminal chatten</translation>
    </message>
    <message>
        <source>let the model think first</source>
        <translation>das Modell zuerst nachdenken lassen</translation>
    </message>
    <message>
        <source>the agent&apos;s policy profile (small, capable; default: the model&apos;s catalogue entry, or Settings)</source>
        <translation>das Richtlinienprofil des Agenten (small, capable; Standard: der Katalogeintrag des Modells oder die Einstellungen)</translation>
    </message>
    <message>
        <source>switch a named assist or honesty policy off (repeatable)</source>
        <translation>eine benannte Hilfs- oder Ehrlichkeitsrichtlinie ausschalten (wiederholbar)</translation>
    </message>
    <message>
        <source>predict tool calls for a JSONL file (runs no tool)</source>
        <translation>Tool-Aufrufe für eine JSONL-Datei vorhersagen (führt kein Tool aus)</translation>
    </message>
    <message>
        <source>cases (JSONL), - for stdin</source>
        <translation>Fälle (JSONL), - für die Standardeingabe</translation>
    </message>
    <message>
        <source>predictions (JSONL), - for stdout</source>
        <translation>Vorhersagen (JSONL), - für die Standardausgabe</translation>
    </message>
    <message>
        <source>the most tokens a prediction may take</source>
        <translation>höchstens so viele Tokens pro Vorhersage</translation>
    </message>
    <message>
        <source>no corrective second try</source>
        <translation>kein zweiter, korrigierender Versuch</translation>
    </message>
    <message>
        <source>do not ask the model for further parallel calls</source>
        <translation>das Modell nicht nach weiteren parallelen Aufrufen fragen</translation>
    </message>
    <message>
        <source>list every tool with its effect class</source>
        <translation>jedes Tool mit seiner Wirkungsklasse auflisten</translation>
    </message>
    <message>
        <source>as JSON, for scripts</source>
        <translation>als JSON, für Skripte</translation>
    </message>
    <message>
        <source>run one tool through the confirmation gate</source>
        <translation>ein Tool über die Bestätigung ausführen</translation>
    </message>
    <message>
        <source>the tool&apos;s name (see `botpsy tools`)</source>
        <translation>der Name des Tools (siehe `botpsy tools`)</translation>
    </message>
    <message>
        <source>the arguments as a JSON object</source>
        <translation>die Argumente als JSON-Objekt</translation>
    </message>
    <message>
        <source>approve exactly this call without asking</source>
        <translation>genau diesen Aufruf ohne Nachfrage erlauben</translation>
    </message>
    <message>
        <source>the folders the assistant may use</source>
        <translation>die Ordner, die der Assistent verwenden darf</translation>
    </message>
    <message>
        <source>a folder (for add and remove)</source>
        <translation>ein Ordner (bei add und remove)</translation>
    </message>
    <message>
        <source>mail, calendar, ... accounts: add, list, test, remove</source>
        <translation>Mail-, Kalender- und weitere Konten: add, list, test, remove</translation>
    </message>
    <message>
        <source>for add: the kind ({kinds}); for test/remove: the account name</source>
        <translation>bei add: die Art ({kinds}); bei test/remove: der Kontoname</translation>
    </message>
    <message>
        <source>for add: the new account&apos;s name</source>
        <translation>bei add: der Name des neuen Kontos</translation>
    </message>
    <message>
        <source>read the password from standard input (one line) instead of asking</source>
        <translation>das Passwort von der Standardeingabe lesen (eine Zeile), statt zu fragen</translation>
    </message>
    <message>
        <source>sync the local copies of mail and calendars now</source>
        <translation>die lokalen Kopien von Mails und Kalendern jetzt abgleichen</translation>
    </message>
    <message>
        <source>one account&apos;s name (default: every account)</source>
        <translation>der Name eines Kontos (Standard: alle Konten)</translation>
    </message>
    <message>
        <source>check this installation (no network)</source>
        <translation>diese Installation prüfen (ohne Netz)</translation>
    </message>
    <message>
        <source>also load this GGUF and generate a token</source>
        <translation>auch dieses GGUF laden und ein Token erzeugen</translation>
    </message>
    <message>
        <source>list, add, pull or verify models</source>
        <translation>Modelle auflisten, hinzufügen, herunterladen oder prüfen</translation>
    </message>
    <message>
        <source>PATH for add, NAME for pull</source>
        <translation>PFAD bei add, NAME bei pull</translation>
    </message>
    <message>
        <source>this is a bug in BotPsy, not something you did ({error}). Please report it; `botpsy --verbose {command} …` shows the details.</source>
        <translation>das ist ein Fehler in BotPsy, nicht etwas, das du getan hast ({error}). Bitte melde ihn; `botpsy --verbose {command} …` zeigt die Details.</translation>
    </message>
    <message>
        <source>There is no policy profile &apos;{profile}&apos;; choose one of {profiles}.</source>
        <extracomment>every policy, in the order the loop meets them</extracomment>
        <translation>Es gibt kein Richtlinienprofil „{profile}“; wähle eines von {profiles}.</translation>
    </message>
    <message>
        <source>There is no policy {names}; the policies are: {policies}.</source>
        <translation>Es gibt keine Richtlinie {names}; die Richtlinien sind: {policies}.</translation>
    </message>
    <message>
        <source>Safety policies cannot be switched off: {names}.</source>
        <translation>Sicherheitsrichtlinien lassen sich nicht ausschalten: {names}.</translation>
    </message>
    <message>
        <source>The disk is full, so the last change was not saved (what was saved before is unchanged). {advice}</source>
        <extracomment>index i migrates from version i to i + 1; append only, never edit a released step.</extracomment>
        <translation>Der Datenträger ist voll, daher wurde die letzte Änderung nicht gespeichert (was vorher gespeichert war, ist unverändert). {advice}</translation>
    </message>
    <message>
        <source>No model called &apos;{name}&apos; in the catalog. Known: {known}.</source>
        <translation>Kein Modell namens „{name}“ im Katalog. Bekannt: {known}.</translation>
    </message>
    <message>
        <source>Not enough space for {file}: it needs {needed} more, and the disk has {free} free. Nothing was downloaded; free some space and try again.</source>
        <translation>Nicht genug Platz für {file}: Es braucht noch {needed}, frei sind {free}. Nichts wurde heruntergeladen; schaffe Platz und versuche es erneut.</translation>
    </message>
    <message>
        <source>huggingface_hub is missing: {error}</source>
        <translation>huggingface_hub fehlt: {error}</translation>
    </message>
    <message>
        <source>The disk is full, so {file} could not be downloaded; what arrived is kept and the download resumes there next time. {advice}</source>
        <translation>Der Datenträger ist voll, daher konnte {file} nicht heruntergeladen werden; was schon da ist, bleibt, und der Download setzt beim nächsten Mal dort fort. {advice}</translation>
    </message>
    <message>
        <source>Could not download {file} from {repository}: {error}. Check the network; a partial download resumes next time.</source>
        <translation>{file} konnte nicht von {repository} heruntergeladen werden: {error}. Prüfe das Netz; ein angefangener Download setzt beim nächsten Mal fort.</translation>
    </message>
    <message>
        <source>{file} failed its checksum (expected {expected}…, got {actual}…); the damaged file was removed. Try again.</source>
        <translation>{file} hat die Prüfsumme nicht bestanden (erwartet {expected}…, erhalten {actual}…); die beschädigte Datei wurde entfernt. Versuche es erneut.</translation>
    </message>
    <message>
        <source>No installed model is called {model}.</source>
        <translation>Kein installiertes Modell heißt {model}.</translation>
    </message>
    <message>
        <source>No model &apos;{model}&apos; is installed. Run `botpsy models pull {default}` or `botpsy models add PATH.gguf`, or pass --model PATH.gguf.</source>
        <translation>Das Modell „{model}“ ist nicht installiert. Führe `botpsy models pull {default}` oder `botpsy models add PFAD.gguf` aus, oder gib --model PFAD.gguf an.</translation>
    </message>
    <message>
        <source>{file} does not exist or is not a file.</source>
        <extracomment>arrays of arrays: real files nest none; a crafted one nested 5,000 deep (60 KB) to exhaust Python&apos;s recursion (issue 26, item 6)</extracomment>
        <translation>{file} gibt es nicht oder ist keine Datei.</translation>
    </message>
    <message>
        <source>{file} is not a GGUF model file (it does not start with &apos;GGUF&apos;). BotPsy needs a .gguf file, such as the ones `botpsy models pull` downloads.</source>
        <translation>{file} ist keine GGUF-Modelldatei (sie beginnt nicht mit „GGUF“). BotPsy braucht eine .gguf-Datei, wie sie `botpsy models pull` herunterlädt.</translation>
    </message>
    <message>
        <source>{file} looks like a GGUF file but its header cannot be read ({error}); the file is probably damaged or incomplete.</source>
        <translation>{file} sieht wie eine GGUF-Datei aus, aber ihr Kopf ist nicht lesbar ({error}); die Datei ist wohl beschädigt oder unvollständig.</translation>
    </message>
    <message>
        <source>{file} is incomplete: its tensors need {needed} bytes but the file has {size}. Download it again (downloads resume where they stopped).</source>
        <translation>{file} ist unvollständig: Ihre Tensoren brauchen {needed} Bytes, die Datei hat {size}. Lade sie erneut herunter (Downloads setzen dort fort, wo sie aufgehört haben).</translation>
    </message>
    <message>
        <source>{file} has no general.architecture: not a usable model.</source>
        <translation>{file} hat keine general.architecture: kein brauchbares Modell.</translation>
    </message>
    <message>
        <source>llama.cpp could not be loaded: {error}</source>
        <translation>llama.cpp ließ sich nicht laden: {error}</translation>
    </message>
    <message>
        <source>llama.cpp could not load {file}: {error}</source>
        <translation>llama.cpp konnte {file} nicht laden: {error}</translation>
    </message>
    <message>
        <source>{address} is not an http(s) address of a model server.</source>
        <translation>{address} ist keine http(s)-Adresse eines Modellservers.</translation>
    </message>
    <message>
        <source>Leave credentials out of the model server&apos;s address.</source>
        <translation>Lass Zugangsdaten aus der Adresse des Modellservers weg.</translation>
    </message>
    <message>
        <source>{host} is another computer and the address is plain http: your mail, files and events would cross the network unencrypted. Use https://, or say you accept that (botpsy … --insecure-http).</source>
        <translation>{host} ist ein anderer Computer und die Adresse ist einfaches http: Deine Mails, Dateien und Termine gingen unverschlüsselt durchs Netz. Nimm https:// oder erkläre, dass du das hinnimmst (botpsy … --insecure-http).</translation>
    </message>
    <message>
        <source>The model server answered {code}: {detail}</source>
        <translation>Der Modellserver antwortete {code}: {detail}</translation>
    </message>
    <message>
        <source>The model server at {address} is unreachable: {reason}</source>
        <translation>Der Modellserver unter {address} ist nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>the chat template refused the conversation: {message}</source>
        <translation>die Chat-Vorlage hat das Gespräch abgelehnt: {message}</translation>
    </message>
    <message>
        <source>the chat template is {size} characters long; a real one is far below {limit}</source>
        <translation>die Chat-Vorlage ist {size} Zeichen lang; eine echte ist weit unter {limit}</translation>
    </message>
    <message>
        <source>the chat template is not valid Jinja: {error}</source>
        <translation>die Chat-Vorlage ist kein gültiges Jinja: {error}</translation>
    </message>
    <message>
        <source>the chat template failed: {error}</source>
        <translation>die Chat-Vorlage ist gescheitert: {error}</translation>
    </message>
    <message>
        <source>the chat template produced {size} characters</source>
        <translation>die Chat-Vorlage hat {size} Zeichen erzeugt</translation>
    </message>
    <message>
        <source>an address like https://calendar.example.com/</source>
        <translation>eine Adresse wie https://calendar.example.com/</translation>
    </message>
    <message>
        <source>leave the user name and password out of the address; give them in their own fields (the password goes to the keyring)</source>
        <translation>lass Benutzername und Passwort aus der Adresse weg; gib sie in ihren eigenen Feldern an (das Passwort kommt in den Schlüsselbund)</translation>
    </message>
    <message>
        <source>use https:// (plain http only for a server on this computer)</source>
        <translation>nimm https:// (einfaches http nur für einen Server auf diesem Computer)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>keine solche Datei</translation>
    </message>
    <message>
        <source>not an email address</source>
        <translation>keine E-Mail-Adresse</translation>
    </message>
    <message>
        <source>must be tls or starttls</source>
        <translation>muss tls oder starttls sein</translation>
    </message>
    <message>
        <source>plaintext is allowed only for a server on localhost, and only when you allow it</source>
        <translation>unverschlüsselt nur für einen Server auf localhost, und nur wenn du es erlaubst</translation>
    </message>
    <message>
        <source>not a port number</source>
        <translation>keine Portnummer</translation>
    </message>
    <message>
        <source>{kind} &apos;{label}&apos; at {when}</source>
        <translation>{kind} „{label}“: {when}</translation>
    </message>
</context>
</TS>
