<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>Certificats (*.pem *.crt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Add a {kind}</source>
        <translation>Ajouter un {kind}</translation>
    </message>
    <message>
        <source>Test the connection before saving.</source>
        <translation>Teste la connexion avant d&apos;enregistrer.</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Looking up the mail servers of this address…</source>
        <translation>Recherche des serveurs de messagerie de cette adresse…</translation>
    </message>
    <message>
        <source>Enter the servers of your provider below.</source>
        <translation>Saisis ci-dessous les serveurs de ton fournisseur.</translation>
    </message>
    <message>
        <source>BotPsy does not know this provider&apos;s servers: enter them below (your provider&apos;s help pages give them).</source>
        <translation>BotPsy ne connaît pas les serveurs de ce fournisseur : saisis-les ci-dessous (les pages d&apos;aide de ton fournisseur les indiquent).</translation>
    </message>
    <message>
        <source>The suggested servers were not used: enter your provider&apos;s servers below.</source>
        <translation>Les serveurs proposés n&apos;ont pas été utilisés : saisis ci-dessous ceux de ton fournisseur.</translation>
    </message>
    <message>
        <source>Servers filled in from {source}.</source>
        <translation>Serveurs remplis d&apos;après {source}.</translation>
    </message>
    <message>
        <source>Check them, then test the connection.</source>
        <translation>Vérifie-les, puis teste la connexion.</translation>
    </message>
    <message>
        <source>Use these mail servers?</source>
        <translation>Utiliser ces serveurs de messagerie ?</translation>
    </message>
    <message>
        <source>{activity}  ({seconds} s)</source>
        <translation>{activity}  ({seconds} s)</translation>
    </message>
    <message>
        <source>an account with this name exists</source>
        <translation>un compte porte déjà ce nom</translation>
    </message>
    <message>
        <source>required</source>
        <translation>obligatoire</translation>
    </message>
    <message>
        <source>Fix the fields marked above.</source>
        <translation>Corrige les champs signalés ci-dessus.</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Test de la connexion…</translation>
    </message>
    <message>
        <source>The connection test failed; see the marked fields.</source>
        <translation>Le test de connexion a échoué ; vois les champs signalés.</translation>
    </message>
    <message>
        <source>The connection works. You can save the account.</source>
        <translation>La connexion fonctionne. Tu peux enregistrer le compte.</translation>
    </message>
    <message>
        <source>The test could not run: {error}</source>
        <translation>Le test n&apos;a pas pu s&apos;exécuter : {error}</translation>
    </message>
    <message>
        <source>No OS keyring could store the password. BotPsy keeps passwords only in the system keyring ({error}).</source>
        <translation>Aucun trousseau du système n&apos;a pu enregistrer le mot de passe. BotPsy ne garde les mots de passe que dans le trousseau du système ({error}).</translation>
    </message>
    <message>
        <source>BotPsy — {alert}</source>
        <translation>BotPsy — {alert}</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Due {moment}</source>
        <translation>Échéance {moment}</translation>
    </message>
    <message numerus="yes">
        <source>Snooze %Ln min</source>
        <translation>
            <numerusform>Reporter de %Ln min</numerusform>
            <numerusform>Reporter de %Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snooze for %Ln minute(s)</source>
        <translation>
            <numerusform>Reporter de %Ln minute</numerusform>
            <numerusform>Reporter de %Ln minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Missed while BotPsy was closed: </source>
        <translation>Manqué pendant que BotPsy était fermé : </translation>
    </message>
    <message>
        <source>{app} hit a bug</source>
        <translation>{app} a rencontré un bogue</translation>
    </message>
    <message>
        <source>Something unexpected went wrong. Your conversations are safe.

Details were written to:
{path}</source>
        <translation>Une erreur inattendue s&apos;est produite. Tes conversations sont en sécurité.

Les détails ont été écrits dans :
{path}</translation>
    </message>
    <message>
        <source>Show BotPsy</source>
        <translation>Afficher BotPsy</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nouvelle discussion</translation>
    </message>
    <message>
        <source>Pause sync</source>
        <translation>Suspendre la synchronisation</translation>
    </message>
    <message>
        <source>Quit BotPsy</source>
        <translation>Quitter BotPsy</translation>
    </message>
    <message>
        <source>Resume sync</source>
        <translation>Reprendre la synchronisation</translation>
    </message>
    <message>
        <source>Sync paused: mail and calendars are not updated until you resume it.</source>
        <translation>Synchronisation suspendue : les e-mails et les agendas ne sont plus mis à jour jusqu&apos;à ce que tu la reprennes.</translation>
    </message>
    <message>
        <source>Sync resumed.</source>
        <translation>Synchronisation reprise.</translation>
    </message>
    <message>
        <source>a snoozed alert</source>
        <translation>une alerte reportée</translation>
    </message>
    <message>
        <source>BotPsy keeps running so that {waiting} still happens. Quit from the tray icon&apos;s menu; Settings › Window turns this off.</source>
        <translation>BotPsy continue de tourner pour que {waiting} ait bien lieu. Quitte-le depuis le menu de l&apos;icône de la zone de notification ; Paramètres › Fenêtre désactive ce comportement.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>BotPsy is still running</source>
        <translation>BotPsy tourne toujours</translation>
    </message>
    <message>
        <source>{account} can be reached again, and the local copy is up to date.</source>
        <extracomment>how often the accounts are synced when all is well the first retry after a failed sync; each further failure doubles it, up to INTERVAL_MS an account that has failed every sync for this long, and at least LONG_OUTAGE_SYNCS times in a row, is told to the user once (and again when it is back): offline for a few minutes is normal on a laptop, a server that refuses for half an hour is worth knowing about</extracomment>
        <translation>{account} est de nouveau joignable, et la copie locale est à jour.</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>E-mail</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new message(s)</source>
        <translation>
            <numerusform>%Ln nouveau message</numerusform>
            <numerusform>%Ln nouveaux messages</numerusform>
        </translation>
    </message>
    <message>
        <source>BotPsy has not reached {account} for {minutes} minutes. It keeps trying and uses the local copy meanwhile. The last error: {error}</source>
        <translation>BotPsy n’arrive pas à joindre {account} depuis {minutes} minutes. Il continue d’essayer et utilise la copie locale en attendant. La dernière erreur : {error}</translation>
    </message>
    <message>
        <source>Some of BotPsy&apos;s data was damaged</source>
        <translation>Certaines données de BotPsy étaient endommagées</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Chargement du modèle…</translation>
    </message>
    <message>
        <source>No model chosen — open Settings</source>
        <translation>Aucun modèle choisi — ouvre les Paramètres</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Paramètres non enregistrés</translation>
    </message>
    <message>
        <source>{error} Your new settings apply until BotPsy quits; change a setting again once there is space to keep them.</source>
        <translation>{error} Vos nouveaux paramètres s&apos;appliquent jusqu&apos;à la fermeture de BotPsy ; modifiez à nouveau un paramètre quand il y aura de la place pour les garder.</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new account</source>
        <translation>Préparation de BotPsy pour ton nouveau compte</translation>
    </message>
    <message>
        <source>Preparing BotPsy for your new settings</source>
        <translation>Préparation de BotPsy pour tes nouveaux paramètres</translation>
    </message>
    <message>
        <source>BotPsy could not change starting at login: {error}</source>
        <translation>BotPsy n&apos;a pas pu modifier le démarrage à l&apos;ouverture de session : {error}</translation>
    </message>
    <message>
        <source>BotPsy is already running but does not answer. Close it (or end it in your task manager), then start BotPsy again.</source>
        <translation>BotPsy tourne déjà mais ne répond pas. Ferme-le (ou arrête-le dans le gestionnaire des tâches), puis relance BotPsy.</translation>
    </message>
    <message>
        <source>BotPsy cannot open its data:
{error}</source>
        <translation>BotPsy ne peut pas ouvrir ses données :
{error}</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Proposé</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>En attente de toi</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Approuvé</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Not valid</source>
        <translation>Non valide</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Already done</source>
        <translation>Déjà fait</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message numerus="yes">
        <source>Show more (%Ln character(s))</source>
        <translation>
            <numerusform>Afficher plus (%Ln caractère)</numerusform>
            <numerusform>Afficher plus (%Ln caractères)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Ton message</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>Afficher plus</translation>
    </message>
    <message>
        <source>Show the whole message</source>
        <translation>Afficher tout le message</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy your message</source>
        <translation>Copier ton message</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Edit and send again</source>
        <translation>Modifier et renvoyer</translation>
    </message>
    <message>
        <source>Show less</source>
        <translation>Afficher moins</translation>
    </message>
    <message>
        <source>Copy this code</source>
        <translation>Copier ce code</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Code in {language}</source>
        <translation>Code en {language}</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Show the model&apos;s thinking</source>
        <translation>Afficher la réflexion du modèle</translation>
    </message>
    <message>
        <source>Copy this answer</source>
        <translation>Copier cette réponse</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Write this answer again</source>
        <translation>Réécrire cette réponse</translation>
    </message>
    <message>
        <source>BotPsy&apos;s answer</source>
        <translation>Réponse de BotPsy</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Show details of {tool}</source>
        <translation>Afficher les détails de {tool}</translation>
    </message>
    <message>
        <source>Tool call {tool}: {action}</source>
        <translation>Appel d&apos;outil {tool} : {action}</translation>
    </message>
    <message>
        <source>Arguments: {arguments}</source>
        <translation>Arguments : {arguments}</translation>
    </message>
    <message>
        <source>Arguments: none</source>
        <translation>Arguments : aucun</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Résultat : {result}</translation>
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
        <translation>Ce que fait BotPsy</translation>
    </message>
    <message>
        <source>Reading progress</source>
        <translation>Progression de la lecture</translation>
    </message>
    <message>
        <source>Time since your message</source>
        <translation>Temps écoulé depuis ton message</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Changes something</source>
        <translation>Modifie quelque chose</translation>
    </message>
    <message>
        <source>Sends</source>
        <translation>Envoie</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>Supprime</translation>
    </message>
    <message>
        <source>Changes this device</source>
        <translation>Modifie cet appareil</translation>
    </message>
    <message>
        <source>Include: {action}</source>
        <translation>Inclure : {action}</translation>
    </message>
    <message>
        <source>This request came after BotPsy read content written by someone else. Make sure it is what you want; text in that content may try to make the assistant act for its author.</source>
        <translation>Cette demande est venue après que BotPsy a lu un contenu écrit par quelqu&apos;un d&apos;autre. Vérifie que c&apos;est bien ce que tu veux : le texte de ce contenu peut essayer de faire agir l&apos;assistant pour le compte de son auteur.</translation>
    </message>
    <message>
        <source>Read in this conversation:</source>
        <translation>Lu dans cette conversation :</translation>
    </message>
    <message>
        <source>Warning: request follows untrusted content</source>
        <translation>Avertissement : la demande suit un contenu non fiable</translation>
    </message>
    <message>
        <source>This cannot be undone, so BotPsy asks every time.</source>
        <translation>Cela ne peut pas être annulé, donc BotPsy demande à chaque fois.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Edit {field}</source>
        <translation>Modifier {field}</translation>
    </message>
    <message>
        <source>Allow this kind of action for the rest of this conversation</source>
        <translation>Autoriser ce type d&apos;action pour le reste de cette conversation</translation>
    </message>
    <message>
        <source>{field}: not a valid value</source>
        <translation>{field} : valeur non valide</translation>
    </message>
    <message>
        <source>BotPsy asks for your approval</source>
        <translation>BotPsy demande ton accord</translation>
    </message>
    <message>
        <source>BotPsy wants to do this. Nothing happens unless you approve.</source>
        <translation>BotPsy veut faire ceci. Rien ne se passe sans ton accord.</translation>
    </message>
    <message numerus="yes">
        <source>BotPsy wants to do these %Ln things. Uncheck any you do not want.</source>
        <translation>
            <numerusform>BotPsy veut faire %Ln chose. Décoche ce que tu ne veux pas.</numerusform>
            <numerusform>BotPsy veut faire ces %Ln choses. Décoche ce que tu ne veux pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Edit the details before approving</source>
        <translation>Modifier les détails avant d&apos;approuver</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Deny: do nothing</source>
        <translation>Refuser : ne rien faire</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <source>Approve and run</source>
        <translation>Approuver et exécuter</translation>
    </message>
    <message>
        <source>Back to preview</source>
        <translation>Retour à l&apos;aperçu</translation>
    </message>
    <message>
        <source>Approve edited</source>
        <translation>Approuver la version modifiée</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>non valide</translation>
    </message>
    <message>
        <source>{day} (all day)</source>
        <extracomment>how a moment is written around the locale&apos;s own date and time</extracomment>
        <translation>{day} (toute la journée)</translation>
    </message>
    <message>
        <source>{day}, {time}</source>
        <translation>{day}, {time}</translation>
    </message>
    <message>
        <source>{day} {time}</source>
        <translation>{day} à {time}</translation>
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
        <translation>aujourd’hui</translation>
    </message>
    <message>
        <source>tomorrow</source>
        <translation>demain</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>hier</translation>
    </message>
    <message>
        <source>{done} of {total} MB</source>
        <translation>{done} sur {total} Mo</translation>
    </message>
    <message>
        <source>The model is not loaded (the status bar says why): choose another one in Settings, or check its file.</source>
        <translation>Le modèle n&apos;est pas chargé (la barre d&apos;état dit pourquoi) : choisis-en un autre dans les Paramètres, ou vérifie son fichier.</translation>
    </message>
    <message>
        <source>This request changed something (see the Action journal), so it cannot be rewritten: send a new message instead.</source>
        <translation>Cette demande a modifié quelque chose (voir le journal des actions), elle ne peut donc pas être réécrite : envoie plutôt un nouveau message.</translation>
    </message>
    <message>
        <source>The messages above were set aside to keep this conversation going: BotPsy no longer sees them.</source>
        <translation>Les messages ci-dessus ont été mis de côté pour que cette conversation puisse continuer : BotPsy ne les voit plus.</translation>
    </message>
    <message numerus="yes">
        <source>This conversation grew longer than BotPsy can read at once, so it set aside the oldest %Ln exchange(s). They stay here for you to read; BotPsy no longer sees them.</source>
        <translation>
            <numerusform>Cette conversation est devenue plus longue que ce que BotPsy peut lire d&apos;un coup, il a donc mis de côté le plus ancien échange (%Ln). Il reste ici pour que tu le lises ; BotPsy ne le voit plus.</numerusform>
            <numerusform>Cette conversation est devenue plus longue que ce que BotPsy peut lire d&apos;un coup, il a donc mis de côté les %Ln plus anciens échanges. Ils restent ici pour que tu les lises ; BotPsy ne les voit plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading your message</source>
        <translation>Lecture de ton message</translation>
    </message>
    <message>
        <source>+  New chat</source>
        <translation>+  Nouvelle discussion</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Rechercher dans les conversations</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Effacer la recherche</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Action journal</source>
        <translation>Journal des actions</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Ask BotPsy anything — “find the PDF about the lease in my Documents”, “draft a note to Sam”. You approve every change.</source>
        <translation>Demande ce que tu veux à BotPsy — « trouve le PDF du bail dans mes Documents », « rédige un mot pour Sam ». Tu approuves chaque modification.</translation>
    </message>
    <message>
        <source>Message BotPsy  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Message à BotPsy  (Entrée pour envoyer, Maj+Entrée pour une nouvelle ligne)</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Send message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop generating</source>
        <translation>Arrêter la génération</translation>
    </message>
    <message>
        <source>No model</source>
        <translation>Aucun modèle</translation>
    </message>
    <message>
        <source>Go to the message box</source>
        <translation>Aller à la zone de message</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texte plus grand</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texte plus petit</translation>
    </message>
    <message>
        <source>Text at normal size</source>
        <translation>Texte à taille normale</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>{what}  ({keys})</source>
        <translation>{what}  ({keys})</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>Nouvelle ligne dans le message</translation>
    </message>
    <message>
        <source>Move between controls</source>
        <translation>Passer d&apos;un contrôle à l&apos;autre</translation>
    </message>
    <message>
        <source>{what}: {keys}</source>
        <translation>{what} : {keys}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Text size {percent}</source>
        <translation>Taille du texte {percent}</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Supprimer la conversation</translation>
    </message>
    <message>
        <source>Delete “{title}”?</source>
        <translation>Supprimer « {title} » ?</translation>
    </message>
    <message>
        <source>No model is chosen yet: choose one in Settings.</source>
        <translation>Aucun modèle n&apos;est encore choisi : choisis-en un dans les Paramètres.</translation>
    </message>
    <message>
        <source>Waiting for the model to load… {detail}</source>
        <translation>En attente du chargement du modèle… {detail}</translation>
    </message>
    <message>
        <source>{activity}…</source>
        <translation>{activity}…</translation>
    </message>
    <message>
        <source>{error} Your message was not sent; it is back in the box below.</source>
        <translation>{error} Ton message n&apos;a pas été envoyé ; il est de retour dans la zone ci-dessous.</translation>
    </message>
    <message>
        <source>A new conversation could not be started: {error}</source>
        <translation>Impossible de commencer une nouvelle conversation : {error}</translation>
    </message>
    <message>
        <source>Stopped. Your message was not sent.</source>
        <translation>Arrêté. Ton message n&apos;a pas été envoyé.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>{activity} {percent}</source>
        <translation>{activity} {percent}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Rédaction…</translation>
    </message>
    <message>
        <source>Preparing: {action}</source>
        <translation>Préparation : {action}</translation>
    </message>
    <message>
        <source>Waiting for you: {action}</source>
        <translation>En attente de toi : {action}</translation>
    </message>
    <message>
        <source>Running: {action}</source>
        <translation>Exécution : {action}</translation>
    </message>
    <message>
        <source>Going on without it…</source>
        <translation>On continue sans…</translation>
    </message>
    <message>
        <source>Reading the result</source>
        <translation>Lecture du résultat</translation>
    </message>
    <message>
        <source>Reading the result…</source>
        <translation>Lecture du résultat…</translation>
    </message>
    <message>
        <source>{speed} tokens/s</source>
        <translation>{speed} jetons/s</translation>
    </message>
    <message>
        <source>context {used} / {total}</source>
        <translation>contexte {used} / {total}</translation>
    </message>
    <message>
        <source>{error} This conversation stays in the window and is saved with your next message.</source>
        <translation>{error} Cette conversation reste dans la fenêtre et sera enregistrée avec ton prochain message.</translation>
    </message>
    <message>
        <source>This conversation could not be saved: {error}</source>
        <translation>Impossible d&apos;enregistrer cette conversation : {error}</translation>
    </message>
    <message>
        <source>Model not loaded</source>
        <translation>Modèle non chargé</translation>
    </message>
    <message>
        <source>The model could not be loaded: {detail}</source>
        <translation>Impossible de charger le modèle : {detail}</translation>
    </message>
    <message>
        <source>Your message was not sent: there is no model to read it.</source>
        <translation>Ton message n&apos;a pas été envoyé : aucun modèle n&apos;est là pour le lire.</translation>
    </message>
    <message>
        <source>from the catalog</source>
        <translation>du catalogue</translation>
    </message>
    <message>
        <source>your file</source>
        <translation>ton fichier</translation>
    </message>
    <message>
        <source>file missing</source>
        <translation>fichier manquant</translation>
    </message>
    <message>
        <source>Download cancelled; it resumes where it stopped next time.</source>
        <translation>Téléchargement annulé ; il reprendra là où il s&apos;est arrêté la prochaine fois.</translation>
    </message>
    <message>
        <source>Download failed: {error}</source>
        <translation>Échec du téléchargement : {error}</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>Modèles installés</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>Utiliser ce modèle</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Check that the file is whole (as downloaded)</source>
        <translation>Vérifier que le fichier est complet (tel que téléchargé)</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modèle à télécharger</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Annuler le téléchargement</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Progression du téléchargement</translation>
    </message>
    <message>
        <source>The installed models could not be read: {error}</source>
        <translation>Impossible de lire les modèles installés : {error}</translation>
    </message>
    <message>
        <source>Every catalog model is installed</source>
        <translation>Tous les modèles du catalogue sont installés</translation>
    </message>
    <message>
        <source>{model} will be used once you save.</source>
        <translation>{model} sera utilisé dès que tu enregistres.</translation>
    </message>
    <message>
        <source>Checking {model}…</source>
        <translation>Vérification de {model}…</translation>
    </message>
    <message>
        <source>{model}: the file is whole.</source>
        <translation>{model} : le fichier est complet.</translation>
    </message>
    <message>
        <source>This model is in use: choose another one first.</source>
        <translation>Ce modèle est utilisé : choisis-en d&apos;abord un autre.</translation>
    </message>
    <message>
        <source>Remove {model}? Its downloaded file ({size}) is deleted.</source>
        <translation>Retirer {model} ? Son fichier téléchargé ({size}) sera supprimé.</translation>
    </message>
    <message>
        <source>Remove {model} from the list? The file stays where it is.</source>
        <translation>Retirer {model} de la liste ? Le fichier reste où il est.</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>Retirer le modèle</translation>
    </message>
    <message>
        <source>Removed {model} and deleted its file.</source>
        <translation>{model} retiré et son fichier supprimé.</translation>
    </message>
    <message>
        <source>Removed {model}.</source>
        <translation>{model} retiré.</translation>
    </message>
    <message>
        <source>Downloading… you can cancel and resume later.</source>
        <translation>Téléchargement… tu peux annuler et reprendre plus tard.</translation>
    </message>
    <message>
        <source>Downloaded and verified: {file}.</source>
        <translation>Téléchargé et vérifié : {file}.</translation>
    </message>
    <message>
        <source>BotPsy can only see and change files inside these folders.</source>
        <translation>BotPsy ne peut voir et modifier des fichiers que dans ces dossiers.</translation>
    </message>
    <message>
        <source>Allowed folders</source>
        <translation>Dossiers autorisés</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Allow a folder</source>
        <translation>Autoriser un dossier</translation>
    </message>
    <message>
        <source>Model file (GGUF)</source>
        <translation>Fichier du modèle (GGUF)</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Fichier du modèle</translation>
    </message>
    <message>
        <source>No model chosen</source>
        <translation>Aucun modèle choisi</translation>
    </message>
    <message>
        <source>Let the model think before answering (slower, sometimes better)</source>
        <translation>Laisser le modèle réfléchir avant de répondre (plus lent, parfois meilleur)</translation>
    </message>
    <message>
        <source>Assistant rules:</source>
        <translation>Règles de l&apos;assistant :</translation>
    </message>
    <message>
        <source>Automatic (from the model)</source>
        <translation>Automatique (selon le modèle)</translation>
    </message>
    <message>
        <source>For small models (more help from the app)</source>
        <translation>Pour les petits modèles (plus d&apos;aide de l&apos;application)</translation>
    </message>
    <message>
        <source>For capable models (the model&apos;s own answers)</source>
        <translation>Pour les modèles performants (les réponses propres du modèle)</translation>
    </message>
    <message>
        <source>Assistant rules</source>
        <translation>Règles de l&apos;assistant</translation>
    </message>
    <message>
        <source>Which of the app&apos;s rules help the model. Safety rules always apply.</source>
        <translation>Quelles règles de l&apos;application aident le modèle. Les règles de sécurité s&apos;appliquent toujours.</translation>
    </message>
    <message>
        <source>Run the welcome guide again…</source>
        <translation>Relancer le guide de bienvenue…</translation>
    </message>
    <message>
        <source>Run the welcome guide again</source>
        <translation>Relancer le guide de bienvenue</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Dossiers</translation>
    </message>
    <message>
        <source>Mail and calendar accounts. Passwords are kept in your system&apos;s keyring, never in BotPsy&apos;s files. BotPsy works without any account.</source>
        <translation>Comptes de messagerie et d&apos;agenda. Les mots de passe sont gardés dans le trousseau de ton système, jamais dans les fichiers de BotPsy. BotPsy fonctionne sans aucun compte.</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>Add {kind}…</source>
        <translation>Ajouter un {kind}…</translation>
    </message>
    <message>
        <source>Allow a password store that is not the system keyring (not recommended)</source>
        <translation>Autoriser un stockage de mots de passe autre que le trousseau du système (déconseillé)</translation>
    </message>
    <message>
        <source>Allow a plaintext password store</source>
        <translation>Autoriser un stockage de mots de passe en clair</translation>
    </message>
    <message>
        <source>Only for computers without a keyring. Passwords would sit in a file that anyone who can read your files (a backup, another program, someone at this computer) can read in the clear.</source>
        <translation>Seulement pour les ordinateurs sans trousseau. Les mots de passe seraient dans un fichier que toute personne pouvant lire tes fichiers (une sauvegarde, un autre programme, quelqu&apos;un devant cet ordinateur) peut lire en clair.</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Agenda</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>A new language shows when BotPsy starts again.</source>
        <translation>Une nouvelle langue s&apos;affiche au prochain démarrage de BotPsy.</translation>
    </message>
    <message>
        <source>When the window closes</source>
        <translation>Quand la fenêtre se ferme</translation>
    </message>
    <message>
        <source>Keep BotPsy running in the tray while timers, reminders or mail to send are waiting</source>
        <translation>Laisser BotPsy tourner dans la zone de notification tant que des minuteurs, des rappels ou des e-mails à envoyer attendent</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Continuer dans la zone de notification</translation>
    </message>
    <message>
        <source>Start BotPsy when I log in</source>
        <translation>Démarrer BotPsy à l&apos;ouverture de session</translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation>Démarrer à l&apos;ouverture de session</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Default calendar</source>
        <translation>Agenda par défaut</translation>
    </message>
    <message>
        <source>The first calendar of my account</source>
        <translation>Le premier agenda de mon compte</translation>
    </message>
    <message>
        <source>New events go to</source>
        <translation>Les nouveaux événements vont dans</translation>
    </message>
    <message>
        <source>Working hours start</source>
        <translation>Début des heures de travail</translation>
    </message>
    <message>
        <source>Working hours end</source>
        <translation>Fin des heures de travail</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Working hours</source>
        <translation>Heures de travail</translation>
    </message>
    <message>
        <source>Working days</source>
        <translation>Jours de travail</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Fuseau horaire</translation>
    </message>
    <message>
        <source>The system&apos;s time zone</source>
        <translation>Le fuseau horaire du système</translation>
    </message>
    <message>
        <source>Free-time search proposes slots inside your working hours. Times you give without a zone are in this time zone.</source>
        <translation>La recherche de temps libre propose des créneaux dans tes heures de travail. Les heures données sans fuseau sont dans ce fuseau horaire.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Non ajouté : {error}</translation>
    </message>
    <message>
        <source>Processor threads:</source>
        <translation>Threads du processeur :</translation>
    </message>
    <message>
        <source>Automatic: follows how busy the computer is</source>
        <translation>Automatique : suit l&apos;occupation de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>(now {generating} generating, {reading} reading)</source>
        <translation>(actuellement {generating} en génération, {reading} en lecture)</translation>
    </message>
    <message>
        <source>{count} (always)</source>
        <translation>{count} (toujours)</translation>
    </message>
    <message>
        <source>Processor threads</source>
        <translation>Threads du processeur</translation>
    </message>
    <message>
        <source>Automatic uses fewer threads while other programs keep the processor busy, and more when it is free again. Saving loads the model again with the new choice.</source>
        <translation>Le mode automatique utilise moins de threads quand d&apos;autres programmes occupent le processeur, et plus quand il est de nouveau libre. L&apos;enregistrement recharge le modèle avec le nouveau choix.</translation>
    </message>
    <message>
        <source>Choose a model</source>
        <translation>Choisir un modèle</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>Modèles GGUF (*.gguf)</translation>
    </message>
    <message>
        <source>Welcome to BotPsy</source>
        <translation>Bienvenue dans BotPsy</translation>
    </message>
    <message>
        <source>BotPsy runs its model on this computer: your mail, calendar and files never leave it. First, choose the model.</source>
        <translation>BotPsy exécute son modèle sur cet ordinateur : tes e-mails, ton agenda et tes fichiers ne le quittent jamais. D&apos;abord, choisis le modèle.</translation>
    </message>
    <message>
        <source>Download BotPsy  ({size})</source>
        <translation>Télécharger BotPsy  ({size})</translation>
    </message>
    <message>
        <source>Download {model}</source>
        <translation>Télécharger {model}</translation>
    </message>
    <message>
        <source>Downloads resume if interrupted, and are checked before use.</source>
        <translation>Les téléchargements reprennent après une interruption et sont vérifiés avant utilisation.</translation>
    </message>
    <message>
        <source>Use a GGUF file on this computer…</source>
        <translation>Utiliser un fichier GGUF de cet ordinateur…</translation>
    </message>
    <message>
        <source>Model: {model}</source>
        <translation>Modèle : {model}</translation>
    </message>
    <message>
        <source>Folders BotPsy may use</source>
        <translation>Dossiers que BotPsy peut utiliser</translation>
    </message>
    <message>
        <source>Accounts (optional)</source>
        <translation>Comptes (facultatif)</translation>
    </message>
    <message>
        <source>Connect a mail account now, or later in Settings. BotPsy is useful without any: it can work with your files and answer questions. Whatever it proposes to change, you approve first.</source>
        <translation>Connecte un compte de messagerie maintenant, ou plus tard dans les Paramètres. BotPsy est utile même sans : il peut travailler avec tes fichiers et répondre aux questions. Tout ce qu&apos;il propose de modifier, tu l&apos;approuves d&apos;abord.</translation>
    </message>
    <message>
        <source>Add a {kind}…</source>
        <translation>Ajouter un {kind}…</translation>
    </message>
    <message>
        <source>Step of the guide</source>
        <translation>Étape du guide</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Étape {step} sur {steps}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Not used: {error}</source>
        <translation>Non utilisé : {error}</translation>
    </message>
    <message>
        <source>Downloaded and verified.</source>
        <translation>Téléchargé et vérifié.</translation>
    </message>
    <message>
        <source>Added: {accounts}</source>
        <translation>Ajouté : {accounts}</translation>
    </message>
    <message>
        <source>Approved (edited)</source>
        <translation>Approuvé (modifié)</translation>
    </message>
    <message>
        <source>Allowed for this conversation</source>
        <translation>Autorisé pour cette conversation</translation>
    </message>
    <message>
        <source>Denied (stopped)</source>
        <translation>Refusé (arrêté)</translation>
    </message>
    <message>
        <source>Denied (too many edits)</source>
        <translation>Refusé (trop de modifications)</translation>
    </message>
    <message>
        <source>Denied (declined)</source>
        <translation>Refusé (par toi)</translation>
    </message>
    <message>
        <source>Denied (unchecked)</source>
        <translation>Refusé (non coché)</translation>
    </message>
    <message>
        <source>Denied (timeout)</source>
        <translation>Refusé (délai dépassé)</translation>
    </message>
    <message>
        <source>Denied (shutdown)</source>
        <translation>Refusé (fermeture)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>After reading</source>
        <translation>Après lecture de</translation>
    </message>
    <message>
        <source>Everything BotPsy proposed to change, what you decided, and what happened.</source>
        <translation>Tout ce que BotPsy a proposé de modifier, ce que tu as décidé et ce qui s&apos;est passé.</translation>
    </message>
    <message>
        <source>Preparing BotPsy for its tools</source>
        <extracomment>stores the user&apos;s words before the model runs (on the worker&apos;s thread, never the GUI&apos;s), after the messages a new conversation starts with (its argument): a task the app does not live to finish keeps them (Store.append_sent) stores the finished task&apos;s entries and set-aside count, on the worker&apos;s thread, before the window hears the task ended (so what it shows as finished is stored)</extracomment>
        <translation>Préparation de BotPsy pour ses outils</translation>
    </message>
    <message>
        <source>Loading the model… {percent}</source>
        <translation>Chargement du modèle… {percent}</translation>
    </message>
    <message>
        <source>{activity} — one time… {percent}</source>
        <translation>{activity} — une seule fois… {percent}</translation>
    </message>
    <message>
        <source>No model is loaded yet. Choose one in Settings.</source>
        <translation>Aucun modèle n&apos;est encore chargé. Choisis-en un dans les Paramètres.</translation>
    </message>
    <message>
        <source>calendar account (CalDAV)</source>
        <translation>compte d&apos;agenda (CalDAV)</translation>
    </message>
    <message>
        <source>Account name</source>
        <translation>Nom du compte</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>the server, or just https://host</source>
        <translation>le serveur, ou simplement https://hôte</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Nom d&apos;utilisateur</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Extra CA (optional)</source>
        <translation>Autorité de certification supplémentaire (facultatif)</translation>
    </message>
    <message>
        <source>trust one extra CA (PEM)</source>
        <translation>faire confiance à une autorité de certification supplémentaire (PEM)</translation>
    </message>
    <message>
        <source>Looking for calendars at {url}…</source>
        <translation>Recherche des agendas sur {url}…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unchanged</source>
        <translation>
            <numerusform>%Ln inchangé</numerusform>
            <numerusform>%Ln inchangés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fetched</source>
        <translation>
            <numerusform>%Ln récupéré</numerusform>
            <numerusform>%Ln récupérés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln removed</source>
        <translation>
            <numerusform>%Ln supprimé</numerusform>
            <numerusform>%Ln supprimés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln queued change(s) sent</source>
        <translation>
            <numerusform>%Ln modification en attente envoyée</numerusform>
            <numerusform>%Ln modifications en attente envoyées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <translation>
            <numerusform>%Ln requête</numerusform>
            <numerusform>%Ln requêtes</numerusform>
        </translation>
    </message>
    <message>
        <source>{title} at {time} ({day})</source>
        <translation>{title} à {time} ({day})</translation>
    </message>
    <message>
        <source>TLS (recommended)</source>
        <translation>TLS (recommandé)</translation>
    </message>
    <message>
        <source>mail account</source>
        <translation>compte de messagerie</translation>
    </message>
    <message>
        <source>Email address</source>
        <translation>Adresse e-mail</translation>
    </message>
    <message>
        <source>Password or app password</source>
        <translation>Mot de passe ou mot de passe d&apos;application</translation>
    </message>
    <message>
        <source>Username (if not the address)</source>
        <translation>Nom d&apos;utilisateur (si ce n&apos;est pas l&apos;adresse)</translation>
    </message>
    <message>
        <source>IMAP server</source>
        <translation>Serveur IMAP</translation>
    </message>
    <message>
        <source>IMAP port</source>
        <translation>Port IMAP</translation>
    </message>
    <message>
        <source>IMAP security</source>
        <translation>Sécurité IMAP</translation>
    </message>
    <message>
        <source>SMTP server</source>
        <translation>Serveur SMTP</translation>
    </message>
    <message>
        <source>SMTP port</source>
        <translation>Port SMTP</translation>
    </message>
    <message>
        <source>SMTP security</source>
        <translation>Sécurité SMTP</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln nouveau</numerusform>
            <numerusform>%Ln nouveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flag change(s)</source>
        <translation>
            <numerusform>%Ln changement d&apos;indicateur</numerusform>
            <numerusform>%Ln changements d&apos;indicateur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln send(s) whose answer was lost found in Sent: sent</source>
        <translation>
            <numerusform>%Ln envoi sans réponse du serveur retrouvé dans Envoyés : envoyé</numerusform>
            <numerusform>%Ln envois sans réponse du serveur retrouvés dans Envoyés : envoyés</numerusform>
        </translation>
    </message>
    <message>
        <source>resynced {folders}</source>
        <translation>resynchronisé : {folders}</translation>
    </message>
    <message>
        <source>Accepted</source>
        <extracomment>an answer as the card says it (the mail that goes out says itip.ANSWER_WORDS, in English)</extracomment>
        <translation>Accepté</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Tentative</source>
        <translation>Provisoire</translation>
    </message>
    <message>
        <source>Accepted; told {organizer}</source>
        <extracomment>a card&apos;s line for each answer to an invitation</extracomment>
        <translation>Accepté ; {organizer} prévenu</translation>
    </message>
    <message>
        <source>Declined; told {organizer}</source>
        <translation>Refusé ; {organizer} prévenu</translation>
    </message>
    <message>
        <source>Tentative; told {organizer}</source>
        <translation>Provisoire ; {organizer} prévenu</translation>
    </message>
    <message>
        <source>Invitations go out by mail: add a mail account in Settings first.</source>
        <translation>Les invitations partent par courriel : ajoutez d&apos;abord un compte de messagerie dans les Réglages.</translation>
    </message>
    <message>
        <source>No password is stored for {account}; add it in Settings.</source>
        <translation>Aucun mot de passe n&apos;est enregistré pour {account} ; ajoutez-le dans les Réglages.</translation>
    </message>
    <message>
        <source>Invited</source>
        <translation>Invités</translation>
    </message>
    <message>
        <source>{what} goes out by mail from {address} to every attendee</source>
        <translation>{what} part par e-mail de {address} à chaque participant</translation>
    </message>
    <message>
        <source>Email {id} carries no invitation (no calendar part).</source>
        <translation>Le courriel {id} ne contient aucune invitation (pas de partie calendrier).</translation>
    </message>
    <message>
        <source>This email is an answer to an invitation, not an invitation.</source>
        <translation>Ce courriel est une réponse à une invitation, pas une invitation.</translation>
    </message>
    <message>
        <source>Took &apos;{title}&apos; out (it was cancelled)</source>
        <translation>&apos;{title}&apos; retiré (il a été annulé)</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; was not in the calendar</source>
        <translation>&apos;{title}&apos; n&apos;était pas dans le calendrier</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, no time</source>
        <translation>« {title} », sans heure</translation>
    </message>
    <message>
        <source>&apos;{title}&apos;, {when}</source>
        <translation>« {title} », {when}</translation>
    </message>
    <message>
        <source>Accept the invitation in email #{id}</source>
        <translation>Accepter l&apos;invitation de l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>Decline the invitation in email #{id}</source>
        <translation>Refuser l&apos;invitation de l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>Tentatively accept the invitation in email #{id}</source>
        <translation>Accepter provisoirement l&apos;invitation de l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>Answer the invitation in email #{id}</source>
        <translation>Répondre à l&apos;invitation de l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>Organiser (from the invitation)</source>
        <translation>Organisateur (d&apos;après l&apos;invitation)</translation>
    </message>
    <message>
        <source>Sent by</source>
        <translation>Envoyé par</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a sender</comment>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Deletes your event {event}</source>
        <translation>Supprime ton événement {event}</translation>
    </message>
    <message>
        <source>Nothing to take out: it is not in your calendar</source>
        <translation>Rien à retirer : il n&apos;est pas dans ton agenda</translation>
    </message>
    <message>
        <source>Cancelled event</source>
        <translation>Événement annulé</translation>
    </message>
    <message>
        <source>Not added (declined)</source>
        <translation>Non ajouté (refusé)</translation>
    </message>
    <message>
        <source>Replaces your event {event}</source>
        <translation>Remplace ton événement {event}</translation>
    </message>
    <message>
        <source>Keeps your event {event} as it is, with your new answer</source>
        <translation>Garde ton événement {event} tel quel, avec ta nouvelle réponse</translation>
    </message>
    <message>
        <source>Added to {calendar}</source>
        <translation>Ajouté à {calendar}</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>{start} – {end}</source>
        <translation>{start} – {end}</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ta réponse</translation>
    </message>
    <message>
        <source>&apos;{subject}&apos; goes out by mail from {address} to {organiser}</source>
        <translation>« {subject} » part par e-mail de {address} à {organiser}</translation>
    </message>
    <message>
        <source>on {date}</source>
        <extracomment>the to-do tools come only when the user speaks of tasks (app/agent/routing.py): beside the event tools, a small model lists tasks for &quot;what do I have tomorrow?&quot;</extracomment>
        <translation>le {date}</translation>
    </message>
    <message numerus="yes">
        <source>for %Ln day(s) from {start}</source>
        <translation>
            <numerusform>pendant %Ln jour à partir de {start}</numerusform>
            <numerusform>pendant %Ln jours à partir de {start}</numerusform>
        </translation>
    </message>
    <message>
        <source>{day} {start}–{end}</source>
        <translation>{day} {start}–{end}</translation>
    </message>
    <message>
        <source>from {start} to {end}</source>
        <translation>de {start} à {end}</translation>
    </message>
    <message>
        <source>{day} was read as the whole day</source>
        <translation>{day} a été lu comme la journée entière</translation>
    </message>
    <message>
        <source>The end of the range must be after its start</source>
        <translation>La fin de la période doit être après son début</translation>
    </message>
    <message>
        <source>Ask for at most a year at a time.</source>
        <translation>Demandez au plus un an à la fois.</translation>
    </message>
    <message>
        <source>{summary} (offline)</source>
        <translation>{summary} (hors ligne)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln événement</numerusform>
            <numerusform>%Ln événements</numerusform>
        </translation>
    </message>
    <message>
        <source>List events {span} in {calendar}</source>
        <translation>Lister les événements {span} dans {calendar}</translation>
    </message>
    <message>
        <source>List events {span}</source>
        <translation>Lister les événements {span}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free slot(s)</source>
        <translation>
            <numerusform>%Ln créneau libre</numerusform>
            <numerusform>%Ln créneaux libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Find {minutes} free minutes {span}</source>
        <translation>Trouver {minutes} minutes libres {span}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln task(s)</source>
        <translation>
            <numerusform>%Ln tâche</numerusform>
            <numerusform>%Ln tâches</numerusform>
        </translation>
    </message>
    <message>
        <source>List tasks (completed too)</source>
        <translation>Lister les tâches (terminées comprises)</translation>
    </message>
    <message>
        <source>List tasks</source>
        <translation>Lister les tâches</translation>
    </message>
    <message>
        <source>{search} {detail}</source>
        <translation>{search} {detail}</translation>
    </message>
    <message>
        <source>in {folder}</source>
        <translation>dans {folder}</translation>
    </message>
    <message>
        <source>Give the event a title.</source>
        <translation>Donnez un titre à l&apos;événement.</translation>
    </message>
    <message>
        <source>duration_minutes must be 1 or more.</source>
        <translation>duration_minutes doit valoir 1 ou plus.</translation>
    </message>
    <message>
        <source>reminder_minutes must be 0 to {most} (four weeks).</source>
        <translation>reminder_minutes doit être compris entre 0 et {most} (quatre semaines).</translation>
    </message>
    <message>
        <source>Start and end must both be dates (all day) or both times.</source>
        <translation>Le début et la fin doivent être tous deux des dates (toute la journée) ou tous deux des heures.</translation>
    </message>
    <message>
        <source>The event must end after it starts.</source>
        <translation>L&apos;événement doit se terminer après son début.</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <extracomment>the parts of a repeat rule said in words; a rule with any other (BYSETPOS, BYHOUR…), or a value none of these says (&quot;the 3rd to last Monday&quot;, day 40), is shown as written</extracomment>
        <translation>{first}, {then}</translation>
    </message>
    <message>
        <source>Give &apos;repeat&apos; (daily, weekly, monthly or yearly) too.</source>
        <translation>Indiquez aussi &apos;repeat&apos; (daily, weekly, monthly ou yearly).</translation>
    </message>
    <message>
        <source>repeat_count is how many times: 1 or more.</source>
        <translation>repeat_count est le nombre de fois : 1 ou plus.</translation>
    </message>
    <message>
        <source>repeat_until is before the first occurrence.</source>
        <translation>repeat_until est avant la première occurrence.</translation>
    </message>
    <message>
        <source>Added {title}</source>
        <translation>{title} ajouté</translation>
    </message>
    <message>
        <source>Added {title}; invited {people}</source>
        <translation>{title} ajouté ; invités : {people}</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; {day}</source>
        <translation>Ajouter « {title} » {day}</translation>
    </message>
    <message>
        <source>Add &apos;{title}&apos; on {date}</source>
        <translation>Ajouter « {title} » le {date}</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Lieu</translation>
    </message>
    <message numerus="yes">
        <source>{repeat}, %Ln time(s)</source>
        <translation>
            <numerusform>{repeat}, %Ln fois</numerusform>
            <numerusform>{repeat}, %Ln fois</numerusform>
        </translation>
    </message>
    <message>
        <source>day {number}</source>
        <translation>{number}</translation>
    </message>
    <message>
        <source>{repeat}, until {day}</source>
        <translation>{repeat}, jusqu&apos;au {day}</translation>
    </message>
    <message>
        <source>{repeat}, with no end</source>
        <translation>{repeat}, sans fin</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Répétition</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Rappel</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>An invitation</source>
        <translation>Une invitation</translation>
    </message>
    <message>
        <source>Overlaps with</source>
        <translation>Chevauche</translation>
    </message>
    <message>
        <source>Say what to change: title, start, end, location, description or reminder_minutes.</source>
        <translation>Dites ce qu&apos;il faut changer : title, start, end, location, description ou reminder_minutes.</translation>
    </message>
    <message>
        <source>That is a task; use calendar_complete_task.</source>
        <translation>C&apos;est une tâche ; utilisez calendar_complete_task.</translation>
    </message>
    <message>
        <source>Only the occurrence of {when}</source>
        <translation>Seulement l&apos;occurrence du {when}</translation>
    </message>
    <message>
        <source>Every occurrence (repeats {rule})</source>
        <translation>Toutes les occurrences (se répète : {rule})</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>L&apos;événement</translation>
    </message>
    <message>
        <source>Event changed; attendees told</source>
        <translation>Événement modifié ; participants prévenus</translation>
    </message>
    <message>
        <source>Event changed</source>
        <translation>Événement modifié</translation>
    </message>
    <message>
        <source>Change {event}</source>
        <translation>Modifier {event}</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>S&apos;applique à</translation>
    </message>
    <message>
        <source>{time} the same day</source>
        <translation>{time} le même jour</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s) before</source>
        <translation>
            <numerusform>%Ln minute avant</numerusform>
            <numerusform>%Ln minutes avant</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <comment>a repeat</comment>
        <extracomment>how a repeat is said on a card (the window&apos;s language)</extracomment>
        <translation>tous les jours</translation>
    </message>
    <message>
        <source>weekly</source>
        <comment>a repeat</comment>
        <translation>toutes les semaines</translation>
    </message>
    <message>
        <source>monthly</source>
        <comment>a repeat</comment>
        <translation>tous les mois</translation>
    </message>
    <message>
        <source>yearly</source>
        <comment>a repeat</comment>
        <translation>tous les ans</translation>
    </message>
    <message numerus="yes">
        <source>every %Ln day(s)</source>
        <extracomment>a repeat every few days, weeks, months or years (RRULE INTERVAL), for people</extracomment>
        <translation>
            <numerusform>tous les jours</numerusform>
            <numerusform>tous les %Ln jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln week(s)</source>
        <translation>
            <numerusform>toutes les semaines</numerusform>
            <numerusform>toutes les %Ln semaines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s)</source>
        <translation>
            <numerusform>tous les mois</numerusform>
            <numerusform>tous les %Ln mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln year(s)</source>
        <translation>
            <numerusform>tous les ans</numerusform>
            <numerusform>tous les %Ln ans</numerusform>
        </translation>
    </message>
    <message>
        <source>Monday</source>
        <comment>a repeat&apos;s day</comment>
        <extracomment>the days of a weekly repeat (RRULE BYDAY without a position), for people</extracomment>
        <translation>lundi</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>mardi</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>mercredi</translation>
    </message>
    <message>
        <source>Thursday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>jeudi</translation>
    </message>
    <message>
        <source>Friday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>vendredi</translation>
    </message>
    <message>
        <source>Saturday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>samedi</translation>
    </message>
    <message>
        <source>Sunday</source>
        <comment>a repeat&apos;s day</comment>
        <translation>dimanche</translation>
    </message>
    <message>
        <source>first</source>
        <comment>a repeat&apos;s position</comment>
        <extracomment>a weekday&apos;s place in the month or year (RRULE BYDAY &quot;2MO&quot;, &quot;-1FR&quot;), for people</extracomment>
        <translation>premier</translation>
    </message>
    <message>
        <source>second</source>
        <comment>a repeat&apos;s position</comment>
        <translation>deuxième</translation>
    </message>
    <message>
        <source>third</source>
        <comment>a repeat&apos;s position</comment>
        <translation>troisième</translation>
    </message>
    <message>
        <source>fourth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>quatrième</translation>
    </message>
    <message>
        <source>fifth</source>
        <comment>a repeat&apos;s position</comment>
        <translation>cinquième</translation>
    </message>
    <message>
        <source>last</source>
        <comment>a repeat&apos;s position</comment>
        <translation>dernier</translation>
    </message>
    <message>
        <source>January</source>
        <comment>a repeat&apos;s month</comment>
        <extracomment>the months of a yearly repeat (RRULE BYMONTH), for people</extracomment>
        <translation>janvier</translation>
    </message>
    <message>
        <source>February</source>
        <comment>a repeat&apos;s month</comment>
        <translation>février</translation>
    </message>
    <message>
        <source>March</source>
        <comment>a repeat&apos;s month</comment>
        <translation>mars</translation>
    </message>
    <message>
        <source>April</source>
        <comment>a repeat&apos;s month</comment>
        <translation>avril</translation>
    </message>
    <message>
        <source>May</source>
        <comment>a repeat&apos;s month</comment>
        <translation>mai</translation>
    </message>
    <message>
        <source>June</source>
        <comment>a repeat&apos;s month</comment>
        <translation>juin</translation>
    </message>
    <message>
        <source>July</source>
        <comment>a repeat&apos;s month</comment>
        <translation>juillet</translation>
    </message>
    <message>
        <source>August</source>
        <comment>a repeat&apos;s month</comment>
        <translation>août</translation>
    </message>
    <message>
        <source>September</source>
        <comment>a repeat&apos;s month</comment>
        <translation>septembre</translation>
    </message>
    <message>
        <source>October</source>
        <comment>a repeat&apos;s month</comment>
        <translation>octobre</translation>
    </message>
    <message>
        <source>November</source>
        <comment>a repeat&apos;s month</comment>
        <translation>novembre</translation>
    </message>
    <message>
        <source>December</source>
        <comment>a repeat&apos;s month</comment>
        <translation>décembre</translation>
    </message>
    <message>
        <source>the {position} {day}</source>
        <translation>{position} {day}</translation>
    </message>
    <message>
        <source>the last day</source>
        <comment>a repeat&apos;s day of the month</comment>
        <translation>dernier jour</translation>
    </message>
    <message>
        <source>a range that ends where it starts was read as the whole of {day}</source>
        <translation>une plage qui finit là où elle commence a été lue comme toute la journée du {day}</translation>
    </message>
    <message>
        <source>{repeat} on {days}</source>
        <translation>{repeat} le {days}</translation>
    </message>
    <message>
        <source>{repeat} in {months}</source>
        <translation>{repeat} en {months}</translation>
    </message>
    <message>
        <source>Every occurrence ({repeats})</source>
        <translation>Toutes les occurrences ({repeats})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>The update</source>
        <translation>La modification</translation>
    </message>
    <message>
        <source>Deleted; attendees told</source>
        <translation>Supprimé ; participants prévenus</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimé</translation>
    </message>
    <message>
        <source>Delete {event}</source>
        <translation>Supprimer {event}</translation>
    </message>
    <message>
        <source>A cancellation</source>
        <translation>Une annulation</translation>
    </message>
    <message>
        <source>Added task {title}</source>
        <translation>Tâche {title} ajoutée</translation>
    </message>
    <message>
        <source>Add task &apos;{title}&apos;</source>
        <translation>Ajouter la tâche « {title} »</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Task done</source>
        <translation>Tâche terminée</translation>
    </message>
    <message>
        <source>Mark {task} done</source>
        <translation>Marquer {task} comme terminée</translation>
    </message>
    <message>
        <source>event {id}</source>
        <translation>événement {id}</translation>
    </message>
    <message>
        <source>{event} on {when}</source>
        <translation>{event} le {when}</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events of {day}</source>
        <translation>rien entre {start} et {end} ; voici les autres événements du {day}</translation>
    </message>
    <message>
        <source>nothing between {start} and {end}; these are the other events from {first} to {last}</source>
        <translation>rien entre {start} et {end} ; voici les autres événements du {first} au {last}</translation>
    </message>
    <message>
        <source>{error}; every calendar was searched instead</source>
        <translation>{error} ; tous les calendriers ont été parcourus à la place</translation>
    </message>
    <message numerus="yes">
        <source>%Ln calendar(s)</source>
        <extracomment>when no area&apos;s own words are there, a time alone asks what is on then</extracomment>
        <translation>
            <numerusform>%Ln calendrier</numerusform>
            <numerusform>%Ln calendriers</numerusform>
        </translation>
    </message>
    <message>
        <source>List calendars</source>
        <translation>Lister les agendas</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln élément</numerusform>
            <numerusform>%Ln éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>the first allowed folder</source>
        <translation>le premier dossier autorisé</translation>
    </message>
    <message>
        <source>List {pattern} in {folder}</source>
        <translation>Lister {pattern} dans {folder}</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>Lister {folder}</translation>
    </message>
    <message>
        <source>Give a text to search for (query) or a name pattern (name).</source>
        <translation>Indiquez un texte à chercher (query) ou un motif de nom (name).</translation>
    </message>
    <message>
        <source>there is no folder &apos;{folder}&apos;; every allowed folder was searched</source>
        <translation>il n&apos;y a pas de dossier &apos;{folder}&apos; ; tous les dossiers autorisés ont été parcourus</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos;; these names have its words</source>
        <translation>aucun fichier ne contient &apos;{query}&apos; ; ces noms en contiennent les mots</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; and no name has all its words; these names have some of them, the best match first</source>
        <translation>aucun fichier ne contient &apos;{query}&apos; et aucun nom n&apos;en a tous les mots ; ces noms en ont certains, le meilleur d&apos;abord</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) found</source>
        <translation>
            <numerusform>%Ln fichier trouvé</numerusform>
            <numerusform>%Ln fichiers trouvés</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; its beginning is shown</source>
        <translation>{file} est un fichier, pas un dossier ; son début est affiché</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder ({error})</source>
        <translation>{file} est un fichier, pas un dossier ({error})</translation>
    </message>
    <message>
        <source>{summary} ({note})</source>
        <translation>{summary} ({note})</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder; searched in it</source>
        <translation>{file} est un fichier, pas un dossier ; la recherche s&apos;est faite dedans</translation>
    </message>
    <message>
        <source>{file} is a file, not a folder, and &apos;{query}&apos; is not in it; its beginning is shown</source>
        <translation>{file} est un fichier, pas un dossier, et &apos;{query}&apos; n&apos;y figure pas ; son début est affiché</translation>
    </message>
    <message>
        <source>Search files for &apos;{query}&apos;</source>
        <translation>Chercher « {query} » dans les fichiers</translation>
    </message>
    <message>
        <source>Search files</source>
        <translation>Chercher dans les fichiers</translation>
    </message>
    <message>
        <source>named {pattern}</source>
        <translation>nommés {pattern}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) at most</source>
        <translation>
            <numerusform>%Ln résultat au plus</numerusform>
            <numerusform>%Ln résultats au plus</numerusform>
        </translation>
    </message>
    <message>
        <source>{search}, {limit}</source>
        <translation>{search}, {limit}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln at most</source>
        <translation>
            <numerusform>%Ln au plus</numerusform>
            <numerusform>%Ln au plus</numerusform>
        </translation>
    </message>
    <message>
        <source>This is a folder (files_list lists it): {path}</source>
        <translation>C&apos;est un dossier (files_list en donne la liste) : {path}</translation>
    </message>
    <message>
        <source>Only PDFs have pages; read it by lines instead: {path}</source>
        <translation>Seuls les PDF ont des pages ; lisez-le plutôt par lignes : {path}</translation>
    </message>
    <message>
        <source>page 1 of a file without pages is the whole file</source>
        <translation>la page 1 d&apos;un fichier sans pages est le fichier entier</translation>
    </message>
    <message>
        <source>The PDF has {pages} pages, so no page {page}: {path}</source>
        <translation>Le PDF a {pages} pages, donc pas de page {page} : {path}</translation>
    </message>
    <message>
        <source>it ends before line {start}, so it is read from line 1</source>
        <translation>le fichier se termine avant la ligne {start}, il est donc lu à partir de la ligne 1</translation>
    </message>
    <message>
        <source>cut at {count} characters; ask for a line range to read more</source>
        <translation>coupé à {count} caractères ; demandez une plage de lignes pour en lire plus</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Read {file}</source>
        <translation>Lire {file}</translation>
    </message>
    <message>
        <source>This is a folder, not a file: {path}</source>
        <extracomment>the most files whose names a search by some of its words looks at how much of a file&apos;s beginning is shown when the file is named as a folder (to list, or to search in without the words being there) a word of a request that may be a file&apos;s name: no spaces, quotes or brackets around it, and an extension (&quot;notes.txt&quot;, &quot;Documents/plan.md&quot;, &quot;C:\x\a.pdf&quot;)</extracomment>
        <translation>C&apos;est un dossier, pas un fichier : {path}</translation>
    </message>
    <message>
        <source>no file contains &apos;{query}&apos; as written; these contain most of its words, the best match first</source>
        <translation>aucun fichier ne contient &apos;{query}&apos; tel quel ; ceux-ci contiennent la plupart de ses mots, le meilleur en premier</translation>
    </message>
    <message>
        <source>Already exists (overwrite true replaces it): {path}</source>
        <translation>Existe déjà (overwrite true le remplace) : {path}</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} écrit</translation>
    </message>
    <message>
        <source>Overwrite {file}</source>
        <translation>Écraser {file}</translation>
    </message>
    <message>
        <source>Create {file}</source>
        <translation>Créer {file}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Moved to {folder}</source>
        <translation>Déplacé vers {folder}</translation>
    </message>
    <message>
        <source>Move {file} to {folder}</source>
        <translation>Déplacer {file} vers {folder}</translation>
    </message>
    <message>
        <source>Copied to {folder}</source>
        <translation>Copié vers {folder}</translation>
    </message>
    <message>
        <source>Copy {file} to {folder}</source>
        <translation>Copier {file} vers {folder}</translation>
    </message>
    <message>
        <source>Moved {file} to the trash</source>
        <translation>{file} mis à la corbeille</translation>
    </message>
    <message>
        <source>Move {file} to the trash</source>
        <translation>Mettre {file} à la corbeille</translation>
    </message>
    <message>
        <source>Move this folder and everything in it to the trash; it can be restored from there</source>
        <translation>Mettre ce dossier et tout son contenu à la corbeille ; il pourra y être restauré</translation>
    </message>
    <message>
        <source>Move this file to the trash; it can be restored from there</source>
        <translation>Mettre ce fichier à la corbeille ; il pourra y être restauré</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} ouvert</translation>
    </message>
    <message>
        <source>Open {file}</source>
        <translation>Ouvrir {file}</translation>
    </message>
    <message>
        <source>{error} It is kept in the outbox, and BotPsy will not send it again on its own.</source>
        <translation>{error} Il reste dans la boîte d’envoi, et BotPsy ne le renverra pas de lui-même.</translation>
    </message>
    <message>
        <source>{error} It was not sent; it is kept in the outbox.</source>
        <translation>{error} Il n&apos;a pas été envoyé ; il reste dans la boîte d&apos;envoi.</translation>
    </message>
    <message>
        <source>There is no mail account &apos;{name}&apos;. Accounts: {accounts}.</source>
        <extracomment>the words of sending a new email: &quot;archive the newsletter email&quot; is not one (a small model sent it to newsletter@example.com), &quot;tell Bob&quot;, &quot;email bob@…&quot; and &quot;write to Sam&quot; are the concepts the mail tools read (the app&apos;s lexicon has them in every shipped language): a search whose words only say which messages (&quot;unread&quot;, &quot;ungelesene Mails&quot;, &quot;未读邮件&quot;): the flags; words that tell a message from no other (&quot;the&quot;, &quot;von&quot;, &quot;email&quot;); and the request&apos;s own words around a search (&quot;read me&quot;, &quot;latest&quot;, &quot;dernier&quot;, &quot;最近&quot;) how many of the newest messages stand for a search none of whose words tells one apart at most this many words of a request are looked up as names (route.known_names) and each in at most this many of the newest headers that have it</extracomment>
        <translation>Il n&apos;y a pas de compte de messagerie &apos;{name}&apos;. Comptes : {accounts}.</translation>
    </message>
    <message>
        <source>Queued until the server is back</source>
        <translation>En attente du retour du serveur</translation>
    </message>
    <message>
        <source>#{id} in {mailbox}</source>
        <translation>n°{id} dans {mailbox}</translation>
    </message>
    <message>
        <source>&apos;{since}&apos; is not a date; use YYYY-MM-DD.</source>
        <translation>&apos;{since}&apos; n&apos;est pas une date ; utilisez AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as unread messages</source>
        <translation>&apos;{word}&apos; a été compris comme les messages non lus</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; was read as flagged messages</source>
        <translation>&apos;{word}&apos; a été compris comme les messages marqués</translation>
    </message>
    <message>
        <source>nothing since {day}; these match from any date</source>
        <translation>rien depuis le {day} ; ceux-ci correspondent, quelle que soit la date</translation>
    </message>
    <message>
        <source>since {day}</source>
        <translation>depuis le {day}</translation>
    </message>
    <message>
        <source>unread</source>
        <translation>non lu</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>marqué</translation>
    </message>
    <message>
        <source>{first} and {then}</source>
        <translation>{first} et {then}</translation>
    </message>
    <message>
        <source>nothing {narrowed} matched; these match the words in any message</source>
        <translation>rien de {narrowed} ne correspondait ; ceux-ci contiennent les mots, dans n&apos;importe quel message</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first</source>
        <translation>aucun message ne contient tous les mots de &apos;{query}&apos; ; ceux-ci en ont une partie, le meilleur d&apos;abord</translation>
    </message>
    <message>
        <source>no message has all of the words &apos;{query}&apos;; these have some of them, the best match first, read or not</source>
        <translation>aucun message ne contient tous les mots de &apos;{query}&apos; ; ceux-ci en ont une partie, le meilleur d&apos;abord, lus ou non</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest</source>
        <translation>aucun mot de &apos;{query}&apos; ne distingue les messages ; voici les plus récents</translation>
    </message>
    <message>
        <source>no word of &apos;{query}&apos; tells messages apart; these are the newest, read or not</source>
        <translation>aucun mot de &apos;{query}&apos; ne distingue les messages ; voici les plus récents, lus ou non</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln message</numerusform>
            <numerusform>%Ln messages</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing since {day}; these are the newest before it</source>
        <translation>rien depuis le {day} ; voici les plus récents d&apos;avant</translation>
    </message>
    <message>
        <source>{summary} (offline: from the local copy)</source>
        <translation>{summary} (hors ligne : depuis la copie locale)</translation>
    </message>
    <message>
        <source>nothing in {mailbox} matched; these are from INBOX</source>
        <translation>rien ne correspondait dans {mailbox} ; ceux-ci viennent de la boîte de réception (INBOX)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; was read as {person}</source>
        <translation>&apos;{name}&apos; a été compris comme {person}</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them</source>
        <translation>rien de &apos;{sender}&apos; ne contient les mots &apos;{words}&apos; ; voici les plus récents de cet expéditeur</translation>
    </message>
    <message>
        <source>nothing from &apos;{sender}&apos; has the words &apos;{words}&apos;; these are the newest from them, read or not</source>
        <translation>rien de &apos;{sender}&apos; ne contient les mots &apos;{words}&apos; ; voici les plus récents de cet expéditeur, lus ou non</translation>
    </message>
    <message>
        <source>Search mail for &apos;{query}&apos;</source>
        <translation>Chercher « {query} » dans les e-mails</translation>
    </message>
    <message>
        <source>Search mail</source>
        <translation>Chercher dans les e-mails</translation>
    </message>
    <message>
        <source>from {sender}</source>
        <translation>de {sender}</translation>
    </message>
    <message>
        <source>subject &apos;{subject}&apos;</source>
        <translation>objet « {subject} »</translation>
    </message>
    <message>
        <source>in {mailbox}</source>
        <translation>dans {mailbox}</translation>
    </message>
    <message>
        <source>since {when}</source>
        <translation>depuis {when}</translation>
    </message>
    <message>
        <source>unread and flagged only</source>
        <translation>non lus et suivis seulement</translation>
    </message>
    <message>
        <source>unread only</source>
        <translation>non lus seulement</translation>
    </message>
    <message>
        <source>flagged only</source>
        <translation>suivis seulement</translation>
    </message>
    <message>
        <source>There is no message in &apos;{folder}&apos;</source>
        <translation>Il n&apos;y a aucun message dans &apos;{folder}&apos;</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(sans objet)</translation>
    </message>
    <message>
        <source>{subject} (hidden text removed)</source>
        <translation>{subject} (texte caché retiré)</translation>
    </message>
    <message>
        <source>Read email #{id}</source>
        <translation>Lire l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>Read the newest email in {mailbox}</source>
        <translation>Lire le dernier e-mail de {mailbox}</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;. Did you mean {person}? If not, which address should it go to?</source>
        <translation>Tes e-mails ne connaissent aucune adresse pour « {name} ». Voulais-tu dire {person} ? Sinon, à quelle adresse l&apos;envoyer ?</translation>
    </message>
    <message>
        <source>Your mail knows no address for &apos;{name}&apos;: no message from or to anyone of that name. Which address should it go to?</source>
        <translation>Tes e-mails ne connaissent aucune adresse pour « {name} » : aucun message de ou vers quelqu&apos;un de ce nom. À quelle adresse l&apos;envoyer ?</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; could be {addresses}. Which one?</source>
        <translation>« {name} » peut être {addresses}. Lequel ?</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use; attach files from an allowed folder.</source>
        <translation>{path} est en dehors des dossiers que BotPsy peut utiliser ; joignez des fichiers d&apos;un dossier autorisé.</translation>
    </message>
    <message>
        <source>{path} is not a file.</source>
        <translation>{path} n&apos;est pas un fichier.</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Envoyé</translation>
    </message>
    <message>
        <source>Sent (not saved to Sent)</source>
        <translation>Envoyé (non enregistré dans Envoyés)</translation>
    </message>
    <message>
        <source>Send &apos;{subject}&apos; to {to}</source>
        <translation>Envoyer « {subject} » à {to}</translation>
    </message>
    <message>
        <source>Cc</source>
        <translation>Cc</translation>
    </message>
    <message>
        <source>Bcc</source>
        <translation>Cci</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>Pièces jointes</translation>
    </message>
    <message>
        <source>Reply sent</source>
        <translation>Réponse envoyée</translation>
    </message>
    <message>
        <source>Reply to email #{id}</source>
        <translation>Répondre à l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>In reply to</source>
        <translation>En réponse à</translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation>Transféré</translation>
    </message>
    <message>
        <source>Forward email #{id} to {to}</source>
        <translation>Transférer l&apos;e-mail n°{id} à {to}</translation>
    </message>
    <message>
        <source>Forwarding</source>
        <translation>Transfert de</translation>
    </message>
    <message>
        <source>Saved to {folder}</source>
        <translation>Enregistré dans {folder}</translation>
    </message>
    <message>
        <source>Save draft &apos;{subject}&apos;</source>
        <translation>Enregistrer le brouillon « {subject} »</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has none.</source>
        <translation>Le message {id} n&apos;a pas de pièce jointe &apos;{name}&apos; ; il n&apos;en a aucune.</translation>
    </message>
    <message>
        <source>Message {id} has no attachment &apos;{name}&apos;; it has: {names}.</source>
        <translation>Le message {id} n&apos;a pas de pièce jointe &apos;{name}&apos; ; il a : {names}.</translation>
    </message>
    <message>
        <source>No folders are allowed yet; allow one in Settings.</source>
        <translation>Aucun dossier n&apos;est encore autorisé ; autorisez-en un dans les Réglages.</translation>
    </message>
    <message>
        <source>{path} is outside the folders BotPsy may use.</source>
        <translation>{path} est en dehors des dossiers que BotPsy peut utiliser.</translation>
    </message>
    <message>
        <source>{path} already exists; nothing was saved.</source>
        <translation>{path} existe déjà ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>Saved {path} ({note})</source>
        <translation>{path} enregistré ({note})</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <source>Save {file} from email #{id}</source>
        <translation>Enregistrer {file} depuis l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>Pièce jointe</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Move email #{id} to {folder}</source>
        <translation>Déplacer l&apos;e-mail n°{id} vers {folder}</translation>
    </message>
    <message>
        <source>Move to {folder} (this throws the message away, like deleting it)</source>
        <translation>Déplacer vers {folder} (le message est jeté, comme s&apos;il était supprimé)</translation>
    </message>
    <message>
        <source>Move to {folder}</source>
        <translation>Déplacer vers {folder}</translation>
    </message>
    <message>
        <source>Move email #{id} to Trash</source>
        <translation>Mettre l&apos;e-mail n°{id} à la corbeille</translation>
    </message>
    <message>
        <source>Move to Trash (not erased)</source>
        <translation>Mettre à la corbeille (pas effacé)</translation>
    </message>
    <message>
        <source>Marked {flag}</source>
        <translation>Marqué {flag}</translation>
    </message>
    <message>
        <source>Unmarked {flag}</source>
        <translation>Marque {flag} retirée</translation>
    </message>
    <message>
        <source>Mark email #{id} {flag}</source>
        <translation>Marquer l&apos;e-mail n°{id} {flag}</translation>
    </message>
    <message>
        <source>Mark email #{id} not {flag}</source>
        <translation>Retirer la marque {flag} de l&apos;e-mail n°{id}</translation>
    </message>
    <message>
        <source>Set {flag}</source>
        <translation>Marquer {flag}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln folder(s)</source>
        <translation>
            <numerusform>%Ln dossier</numerusform>
            <numerusform>%Ln dossiers</numerusform>
        </translation>
    </message>
    <message>
        <source>List mail folders</source>
        <translation>Lister les dossiers de messagerie</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a time. Use ISO 8601 like 2026-12-01T07:30, or HH:MM.</source>
        <translation>&apos;{text}&apos; n&apos;est pas une heure. Utilisez l&apos;ISO 8601, comme 2026-12-01T07:30, ou HH:MM.</translation>
    </message>
    <message>
        <source>{when} has passed; give a time to come.</source>
        <translation>{when} est déjà passé ; indiquez une heure à venir.</translation>
    </message>
    <message>
        <source>on</source>
        <comment>a setting&apos;s value</comment>
        <extracomment>a setting&apos;s values as its card says them (in the window&apos;s language: they are Phrases)</extracomment>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a setting&apos;s value</comment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a setting&apos;s value</comment>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>Only http and https addresses can be opened.</source>
        <translation>Seules les adresses http et https peuvent être ouvertes.</translation>
    </message>
    <message>
        <source>{setting} cannot be changed here: {reason}</source>
        <translation>{setting} ne peut pas être modifié ici : {reason}</translation>
    </message>
    <message>
        <source>{setting} cannot be changed right now: {reason}</source>
        <translation>{setting} ne peut pas être modifié pour le moment : {reason}</translation>
    </message>
    <message>
        <source>{setting} is already {value}</source>
        <translation>{setting} : déjà {value}</translation>
    </message>
    <message>
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modification</translation>
    </message>
    <message>
        <source>{kind}: {label}</source>
        <translation>{kind} : {label}</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Check the device status</source>
        <translation>Vérifier l&apos;état de l&apos;appareil</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Sourdine</translation>
    </message>
    <message>
        <source>Mute the sound</source>
        <translation>Couper le son</translation>
    </message>
    <message>
        <source>Unmute the sound</source>
        <translation>Rétablir le son</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the status a card shows, in this order: the key, its name, and the unit of its value</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Set the volume to {percent}%</source>
        <translation>Régler le volume à {percent} %</translation>
    </message>
    <message>
        <source>Brightness</source>
        <translation>Luminosité</translation>
    </message>
    <message>
        <source>Set the brightness to {percent}%</source>
        <translation>Régler la luminosité à {percent} %</translation>
    </message>
    <message>
        <source>Dark mode</source>
        <translation>Mode sombre</translation>
    </message>
    <message>
        <source>Turn dark mode on</source>
        <translation>Activer le mode sombre</translation>
    </message>
    <message>
        <source>Turn dark mode off</source>
        <translation>Désactiver le mode sombre</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Turn Wi-Fi on</source>
        <translation>Activer le Wi-Fi</translation>
    </message>
    <message>
        <source>Turn Wi-Fi off</source>
        <translation>Désactiver le Wi-Fi</translation>
    </message>
    <message>
        <source>Do not disturb</source>
        <translation>Ne pas déranger</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>the network</comment>
        <extracomment>what the network&apos;s state is called (NetworkManager&apos;s words, and the test backends&apos;)</extracomment>
        <translation>connecté</translation>
    </message>
    <message>
        <source>not connected</source>
        <comment>the network</comment>
        <translation>non connecté</translation>
    </message>
    <message>
        <source>limited</source>
        <comment>the network</comment>
        <translation>limité</translation>
    </message>
    <message>
        <source>behind a login page</source>
        <comment>the network</comment>
        <translation>derrière une page de connexion</translation>
    </message>
    <message>
        <source>{level}, charging</source>
        <extracomment>a battery&apos;s state as the system gives it (Linux sysfs: Charging, Discharging, Full, Not charging, Unknown), said after its level</extracomment>
        <translation>{level}, en charge</translation>
    </message>
    <message>
        <source>{level}, on battery</source>
        <translation>{level}, sur batterie</translation>
    </message>
    <message>
        <source>{level}, fully charged</source>
        <translation>{level}, complètement chargée</translation>
    </message>
    <message>
        <source>{level}, plugged in, not charging</source>
        <translation>{level}, branchée, ne charge pas</translation>
    </message>
    <message>
        <source>{level}, {state}</source>
        <translation>{level}, {state}</translation>
    </message>
    <message>
        <source>{setting}: {value}</source>
        <translation>{setting} : {value}</translation>
    </message>
    <message>
        <source>nothing known</source>
        <comment>the device&apos;s status</comment>
        <translation>rien de connu</translation>
    </message>
    <message>
        <source>Turn do not disturb on</source>
        <translation>Activer « Ne pas déranger »</translation>
    </message>
    <message>
        <source>Turn do not disturb off</source>
        <translation>Désactiver « Ne pas déranger »</translation>
    </message>
    <message>
        <source>Opened in the browser</source>
        <translation>Ouvert dans le navigateur</translation>
    </message>
    <message>
        <source>Open {address}</source>
        <translation>Ouvrir {address}</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Opened {app}</source>
        <translation>{app} ouvert</translation>
    </message>
    <message>
        <source>Open the app {app}</source>
        <translation>Ouvrir l&apos;application {app}</translation>
    </message>
    <message>
        <source>Open application</source>
        <translation>Ouvrir l&apos;application</translation>
    </message>
    <message>
        <source>Installed as</source>
        <translation>Installé sous</translation>
    </message>
    <message>
        <source>Start a {minutes}-minute timer</source>
        <translation>Lancer un minuteur de {minutes} minutes</translation>
    </message>
    <message>
        <source>Set an alarm for {when}</source>
        <translation>Régler une alarme pour {when}</translation>
    </message>
    <message>
        <source>Remind you &apos;{text}&apos; at {when}</source>
        <translation>Te rappeler « {text} » à {when}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pending</source>
        <translation>
            <numerusform>%Ln en attente</numerusform>
            <numerusform>%Ln en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>List timers and alarms</source>
        <translation>Lister les minuteurs et alarmes</translation>
    </message>
    <message>
        <source>There is no pending timer, alarm or reminder {id}.</source>
        <translation>Il n&apos;y a pas de minuteur, d&apos;alarme ou de rappel {id} en attente.</translation>
    </message>
    <message>
        <source>Cancelled {alarm}</source>
        <translation>{alarm} annulé</translation>
    </message>
    <message>
        <source>Cancel alarm #{id}</source>
        <translation>Annuler l&apos;alarme n°{id}</translation>
    </message>
    <message>
        <source>#{id} (not found)</source>
        <translation>n° {id} (introuvable)</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <extracomment>whether the call itself is at fault (a path outside the allowed folders, a calendar that does not exist: the model may correct it); False when the call is fine but this computer cannot do it now (no sound system running), so it fails as it is</extracomment>
        <translation>{first} ; {then}</translation>
    </message>
    <message>
        <source>Free some space on the disk and try again.</source>
        <extracomment>Han script (Chinese characters): the app tells Chinese by it, and a connector counts two of them as a word what to do when the disk is full (every connector and the store say the same)</extracomment>
        <translation>Libérez de l&apos;espace sur le disque et réessayez.</translation>
    </message>
    <message>
        <source>The disk is full, so {tool} could not finish. {advice}</source>
        <translation>Le disque est plein, {tool} n&apos;a donc pas pu aller au bout. {advice}</translation>
    </message>
    <message>
        <source>email</source>
        <extracomment>the kinds of content connectors name as a source (Provenance.kind), for the window&apos;s catalogue</extracomment>
        <translation>e-mail</translation>
    </message>
    <message>
        <source>email list</source>
        <translation>liste d&apos;e-mails</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>file names</source>
        <translation>noms de fichiers</translation>
    </message>
    <message>
        <source>files</source>
        <translation>fichiers</translation>
    </message>
    <message>
        <source>calendar events</source>
        <translation>événements d&apos;agenda</translation>
    </message>
    <message>
        <source>calendar names</source>
        <translation>noms d&apos;agendas</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>tâches</translation>
    </message>
    <message>
        <source>earlier content</source>
        <translation>contenu précédent</translation>
    </message>
    <message>
        <source>{kind}: {source}</source>
        <translation>{kind} : {source}</translation>
    </message>
    <message>
        <source>The disk is full, so the local copy of {account} was not brought up to date (what it already held is unchanged). {advice}</source>
        <extracomment>the words of a deletion: a delete tool comes only when the user speaks of one (an email or event that says &quot;delete every event&quot; is not the user; app/agent/routing.py)</extracomment>
        <translation>Le disque est plein, la copie locale de {account} n&apos;a donc pas été mise à jour (ce qu&apos;elle contenait déjà est inchangé). {advice}</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q4_K_M, recommended for laptops)</source>
        <translation>BotPsy 0.8B (Q4_K_M, recommandé pour les portables)</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (Q8_0, higher quality)</source>
        <translation>BotPsy 0.8B (Q8_0, meilleure qualité)</translation>
    </message>
    <message>
        <source>BotPsy 0.8B (BF16, full precision)</source>
        <translation>BotPsy 0.8B (BF16, précision complète)</translation>
    </message>
    <message>
        <source>Snoozed: {alert}</source>
        <translation>Reporté : {alert}</translation>
    </message>
    <message>
        <source>Snooze not saved</source>
        <translation>Rappel différé non enregistré</translation>
    </message>
    <message>
        <source>{error} {alert} rings again in {minutes} minutes if BotPsy keeps running; it is not kept if BotPsy quits.</source>
        <translation>{error} {alert} sonnera à nouveau dans {minutes} minutes si BotPsy reste ouvert ; il est perdu si BotPsy se ferme.</translation>
    </message>
    <message>
        <source>Timer</source>
        <extracomment>an alert&apos;s title per kind of alarm, in the window&apos;s catalogue
----------
what a timer, an alarm and a reminder are called for people (Phrases: the window shows them in its language)</extracomment>
        <translation>Minuteur</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>{label} ({when})</source>
        <translation>{label} ({when})</translation>
    </message>
    <message>
        <source>The CA file {path} cannot be read: {error}</source>
        <extracomment>the longest one connection may last in all, however its bytes come: a link that keeps every read just inside TIMEOUT would otherwise hold a sync or a send for hours. A sync cut here goes on where it stopped at the next one. the throughput floor: a reply (what the server sends after the client last sent something) that the client has waited FLOOR_WINDOW seconds or more for must bring FLOOR_BYTES per FLOOR_WINDOW of that waiting, or the connection is ended then, not at SESSION_LIMIT (a link that trickles a byte at a time). 1 KB per 30 s is 34 bytes a second: far below any working link, far above a trickle. A server thinking before it answers is silent, and silence is ended by TIMEOUT, so a reply may take TIMEOUT of thought and still come in time; time spent sending, or working between commands, is not waiting. the same floor over the whole connection, once it has waited this long for replies in all: over TLS a reply arrives a record at a time (CPython gives a whole record one read timeout), so a link whose every reply is one small record sent slowly never waits FLOOR_WINDOW for any one reply, and would otherwise last until SESSION_LIMIT. A server that thinks a few seconds before each small reply is fine; one whose replies have brought less than FLOOR_BYTES per FLOOR_WINDOW over a minute of waiting is not one a sync can use. how often the deadline&apos;s thread looks the end of the data (CRLF . CRLF) went out and no reply has come back yet a reply was awaited and never came: sticky, so a later read (QUIT) cannot clear it set by MailClient.smtp: the connection&apos;s reads are counted for its deadline</extracomment>
        <translation>Le fichier CA {path} ne peut pas être lu : {error}</translation>
    </message>
    <message>
        <source>{host} was too slow: the connection was still busy after {seconds} s and was ended.</source>
        <translation>{host} était trop lent : la connexion était encore occupée après {seconds} s et a été fermée.</translation>
    </message>
    <message>
        <source>{host} stopped answering (nothing for {seconds} s). If this keeps happening, check the network connection.</source>
        <translation>{host} ne répond plus (rien depuis {seconds} s). Si cela se reproduit, vérifiez la connexion réseau.</translation>
    </message>
    <message>
        <source>The connection to {host} was cut ({error}).</source>
        <translation>La connexion à {host} a été coupée ({error}).</translation>
    </message>
    <message>
        <source>The mail server {host} failed ({error}).</source>
        <translation>Le serveur de messagerie {host} a échoué ({error}).</translation>
    </message>
    <message>
        <source>Nothing was lost: BotPsy uses its local copy and tries again at the next sync.</source>
        <extracomment>what happens after a failed read or sync: the local copy serves until the next one</extracomment>
        <translation>Rien n&apos;a été perdu : BotPsy utilise sa copie locale et réessaiera à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>The server name {host} cannot be found ({error}).</source>
        <translation>Le nom de serveur {host} est introuvable ({error}).</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field} : {problem}</translation>
    </message>
    <message>
        <source>TLS with {host} failed: {error}</source>
        <translation>TLS avec {host} a échoué : {error}</translation>
    </message>
    <message>
        <source>Cannot connect to {host}:{port} ({error}).</source>
        <translation>Impossible de se connecter à {host}:{port} ({error}).</translation>
    </message>
    <message>
        <source>STARTTLS with {host} failed ({error}); not continuing without encryption.</source>
        <translation>STARTTLS avec {host} a échoué ({error}) ; pas de suite sans chiffrement.</translation>
    </message>
    <message>
        <source>The server refused the login for {login}: check the password.</source>
        <translation>Le serveur a refusé la connexion pour {login} : vérifie le mot de passe.</translation>
    </message>
    <message>
        <source>{failure} {then}</source>
        <translation>{failure} {then}</translation>
    </message>
    <message>
        <source>Logging in to {host} (IMAP)…</source>
        <translation>Connexion à {host} (IMAP)…</translation>
    </message>
    <message>
        <source>Opening the inbox…</source>
        <translation>Ouverture de la boîte de réception…</translation>
    </message>
    <message>
        <source>INBOX cannot be opened: {error}</source>
        <translation>La boîte de réception ne peut pas être ouverte : {error}</translation>
    </message>
    <message>
        <source>Logging in to {host} (SMTP)…</source>
        <translation>Connexion à {host} (SMTP)…</translation>
    </message>
    <message>
        <source>There is no message {id} in {folder}.</source>
        <translation>Il n&apos;y a pas de message {id} dans {folder}.</translation>
    </message>
    <message>
        <source>The SMTP server refused the login for {login}.</source>
        <translation>Le serveur SMTP a refusé la connexion pour {login}.</translation>
    </message>
    <message>
        <source>Logging in to {host} failed: {error}</source>
        <translation>La connexion à {host} a échoué : {error}</translation>
    </message>
    <message>
        <source>The connection to {host} broke after the message had gone out and before the server confirmed it, so it may have been sent. Check your Sent folder or ask the recipient before sending it again.</source>
        <translation>La connexion à {host} s’est interrompue après l’envoi du message et avant que le serveur ne le confirme : il a donc peut-être été envoyé. Vérifie ton dossier Envoyés ou demande au destinataire avant de le renvoyer.</translation>
    </message>
    <message>
        <source>The server refused these recipients: {recipients}.</source>
        <translation>Le serveur a refusé ces destinataires : {recipients}.</translation>
    </message>
    <message>
        <source>Sending failed: {failure}</source>
        <translation>L&apos;envoi a échoué : {failure}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not an ISO 8601 date or time, e.g. 2026-12-04T15:00 or 2026-12-04 for all day.</source>
        <extracomment>the longest one HTTP round trip may take in all, however slowly its bytes come: the read timeout bounds each read only, and a server that sends a byte just inside it would hold a sync for hours the throughput floor of an answer&apos;s body, as the mail connector&apos;s (connectors/mail/ client.py): a body that brings less than FLOOR_BYTES in FLOOR_WINDOW seconds is a link that trickles, and is ended then, by the thread that reads it (not at REQUEST_LIMIT, and no helper thread is left behind). 1 KB per 30 s is far below any working link. the most one read of a body takes at a time the largest answer read, once decoded: far above any calendar&apos;s (a multiget brings at most MULTIGET_BATCH objects), far below what a hostile server&apos;s gzip bomb unpacks to (a few hundred KB on the wire become gigabytes); the body is never held past it the encoding asked for: none, so that every piece that comes over the wire is a piece of the body at once (a compressed body gives nothing to read until a block is whole, and the floor could not see it come); a server that compresses anyway is still read right, counted by its bytes on the wire</extracomment>
        <translation>&apos;{text}&apos; n&apos;est pas une date ou une heure ISO 8601, par ex. 2026-12-04T15:00, ou 2026-12-04 pour toute la journée.</translation>
    </message>
    <message>
        <source>{time} does not exist in your time zone (the clocks skip it); choose another time.</source>
        <translation>{time} n&apos;existe pas dans votre fuseau horaire (les horloges la sautent) ; choisissez une autre heure.</translation>
    </message>
    <message>
        <source>{time} happens twice in your time zone (the clocks go back); give the offset, e.g. +01:00 or +02:00.</source>
        <translation>{time} a lieu deux fois dans votre fuseau horaire (les horloges reculent) ; indiquez le décalage, par ex. +01:00 ou +02:00.</translation>
    </message>
    <message>
        <source>The calendar server does not allow {method} on {url} (403 Forbidden).</source>
        <translation>Le serveur de calendrier n&apos;autorise pas {method} sur {url} (403 Forbidden).</translation>
    </message>
    <message>
        <source>The calendar server refused the login for {user}.</source>
        <translation>Le serveur d’agenda a refusé la connexion pour {user}.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: its answer brought less than {size} bytes in {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Le serveur de calendrier à {url} était trop lent : sa réponse a apporté moins de {size} octets en {seconds} s et a été arrêtée. BotPsy utilise sa copie locale en attendant et réessaie à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: the start of its answer was still not all there after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Le serveur de calendrier à {url} était trop lent : le début de sa réponse n’était toujours pas arrivé en entier après {seconds} s ; la requête a été interrompue. BotPsy utilise sa copie locale en attendant et réessaie à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>The calendar server at {url} sent an answer larger than {size} MB, more than any calendar needs, so it was not read. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Le serveur de calendrier à {url} a envoyé une réponse de plus de {size} Mo, plus qu&apos;aucun calendrier n&apos;en a besoin ; elle n&apos;a donc pas été lue. BotPsy utilise sa copie locale en attendant et réessaie à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>The calendar server at {url} was too slow: one request was still going after {seconds} s and was ended. BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Le serveur de calendrier à {url} était trop lent : une requête était encore en cours après {seconds} s et a été arrêtée. BotPsy utilise sa copie locale en attendant et réessaie à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} safely: its certificate is not trusted. If the server uses its own CA, give that CA&apos;s certificate (--ca-file).</source>
        <translation>Impossible de joindre le serveur d’agenda {url} en sécurité : son certificat n’est pas reconnu. Si le serveur utilise sa propre CA, indique le certificat de cette CA (--ca-file).</translation>
    </message>
    <message>
        <source>The calendar server at {url} stopped answering (nothing for {seconds} s). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Le serveur d’agenda {url} ne répond plus (rien depuis {seconds} s). BotPsy utilise sa copie locale en attendant et réessaie à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>The connection to the calendar server at {url} was cut ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>La connexion au serveur d’agenda {url} a été coupée ({error}). BotPsy utilise sa copie locale en attendant et réessaie à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>Cannot reach the calendar server at {url} ({error}). BotPsy uses its local copy meanwhile and tries again at the next sync.</source>
        <translation>Impossible de joindre le serveur d’agenda {url} ({error}). BotPsy utilise sa copie locale en attendant et réessaie à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>The calendar server answered {method} with HTTP {status}.</source>
        <translation>Le serveur de calendrier a répondu à {method} par HTTP {status}.</translation>
    </message>
    <message>
        <source>No CalDAV calendars were found at {url} ({error}).</source>
        <translation>Aucun agenda CalDAV trouvé sur {url} ({error}).</translation>
    </message>
    <message>
        <source>The calendar server answered HTTP {status}.</source>
        <translation>Le serveur de calendrier a répondu HTTP {status}.</translation>
    </message>
    <message>
        <source>changed on the server</source>
        <translation>modifié sur le serveur</translation>
    </message>
    <message>
        <source>The calendar server did not accept the change (HTTP {status}).</source>
        <translation>Le serveur de calendrier n&apos;a pas accepté la modification (HTTP {status}).</translation>
    </message>
    <message>
        <source>The calendar server did not delete it (HTTP {status}).</source>
        <translation>Le serveur de calendrier ne l&apos;a pas supprimé (HTTP {status}).</translation>
    </message>
    <message>
        <source>BotPsy cannot write {suffix} files (only text, Markdown and Word documents); nothing was written: {path}</source>
        <translation>BotPsy ne peut pas écrire de fichiers {suffix} (seulement du texte, du Markdown et des documents Word) ; rien n&apos;a été écrit : {path}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}</source>
        <translation>{name} ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <source>{name} is not a regular file</source>
        <translation>{name} n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>{name} unpacks to {mb} MB of text markup; it is too large to read</source>
        <translation>{name} se décompresse en {mb} Mo de balisage texte ; il est trop gros pour être lu</translation>
    </message>
    <message>
        <source>{name} is not a readable Word document</source>
        <translation>{name} n&apos;est pas un document Word lisible</translation>
    </message>
    <message>
        <source>{name} unpacks to more than {mb} MB of text markup; it is too large to read</source>
        <translation>{name} se décompresse en plus de {mb} Mo de balisage texte ; il est trop gros pour être lu</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not moved, and nothing half-moved was left. {advice}</source>
        <translation>Le disque est plein : {path} n&apos;a pas été déplacé, et rien d&apos;à moitié déplacé n&apos;a été laissé. {advice}</translation>
    </message>
    <message>
        <source>Could not be moved ({reason}): {path}</source>
        <translation>N&apos;a pas pu être déplacé ({reason}) : {path}</translation>
    </message>
    <message>
        <source>The disk is full: {path} was not copied, and nothing half-copied was left. {advice}</source>
        <translation>Le disque est plein : {path} n&apos;a pas été copié, et rien d&apos;à moitié copié n&apos;a été laissé. {advice}</translation>
    </message>
    <message>
        <source>Could not be copied ({reason}): {path}</source>
        <translation>N&apos;a pas pu être copié ({reason}) : {path}</translation>
    </message>
    <message>
        <source>{path} cannot be reached without leaving the allowed folders (something on the way is a link, not a folder, or changed meanwhile): nothing was changed</source>
        <translation>{path} ne peut pas être atteint sans quitter les dossiers autorisés (quelque chose sur le chemin est un lien, pas un dossier, ou a changé entre-temps) : rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>Already exists (or is a link), nothing was written: {path}</source>
        <translation>Existe déjà (ou est un lien), rien n&apos;a été écrit : {path}</translation>
    </message>
    <message>
        <source>Could not be created ({reason}): {path}</source>
        <translation>N&apos;a pas pu être créé ({reason}) : {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was written: {path}</source>
        <translation>Existe déjà, rien n&apos;a été écrit : {path}</translation>
    </message>
    <message>
        <source>No folders are allowed yet; the user can allow folders in Settings</source>
        <translation>Aucun dossier n’est encore autorisé ; on peut en autoriser dans les Réglages</translation>
    </message>
    <message>
        <source>A path cannot contain a NUL character</source>
        <translation>Un chemin ne peut pas contenir de caractère NUL</translation>
    </message>
    <message>
        <source>Paths with &apos;..&apos; are not accepted
Allowed folders: {folders}</source>
        <translation>Les chemins avec « .. » ne sont pas acceptés
Dossiers autorisés : {folders}</translation>
    </message>
    <message>
        <source>Does not exist: {path}
Allowed folders: {folders}</source>
        <translation>N’existe pas : {path}
Dossiers autorisés : {folders}</translation>
    </message>
    <message>
        <source>Cannot be resolved ({error}): {path}</source>
        <translation>Impossible à résoudre ({error}) : {path}</translation>
    </message>
    <message>
        <source>Outside the folders BotPsy may use: {path}
Allowed folders: {folders}</source>
        <translation>Hors des dossiers que BotPsy peut utiliser : {path}
Dossiers autorisés : {folders}</translation>
    </message>
    <message>
        <source>Not a regular file or folder: {path}</source>
        <translation>Ni un fichier ordinaire ni un dossier : {path}</translation>
    </message>
    <message>
        <source>Not a folder: {path}</source>
        <translation>Pas un dossier : {path}</translation>
    </message>
    <message>
        <source>No permission to read: {folder}</source>
        <translation>Pas la permission de lire : {folder}</translation>
    </message>
    <message>
        <source>only the first {part} of {size} bytes were read</source>
        <translation>seuls les {part} premiers octets sur {size} ont été lus</translation>
    </message>
    <message>
        <source>{name} is a binary file ({size} bytes); it has no text to read</source>
        <translation>{name} est un fichier binaire ({size} octets) ; il n&apos;a pas de texte à lire</translation>
    </message>
    <message>
        <source>the file is not UTF-8; undecodable bytes were replaced</source>
        <translation>le fichier n&apos;est pas en UTF-8 ; les octets illisibles ont été remplacés</translation>
    </message>
    <message>
        <source>PDF support is not installed.</source>
        <translation>La prise en charge des PDF n&apos;est pas installée.</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read without its password.</source>
        <translation>{name} est un PDF chiffré ; il ne peut pas être lu sans son mot de passe.</translation>
    </message>
    <message>
        <source>{name} is an encrypted PDF; it cannot be read.</source>
        <translation>{name} est un PDF chiffré ; il ne peut pas être lu.</translation>
    </message>
    <message>
        <source>{name} is not a readable PDF ({reason}).</source>
        <translation>{name} n&apos;est pas un PDF lisible ({reason}).</translation>
    </message>
    <message>
        <source>This is an allowed folder itself, not a file in one: {path}</source>
        <translation>C&apos;est un dossier autorisé lui-même, pas un fichier qu&apos;il contient : {path}</translation>
    </message>
    <message>
        <source>Does not exist: {path}</source>
        <translation>N&apos;existe pas : {path}</translation>
    </message>
    <message>
        <source>No permission to write: {path}</source>
        <translation>Pas d&apos;autorisation d&apos;écriture : {path}</translation>
    </message>
    <message>
        <source>Exists and is not a regular file, nothing was written: {path}</source>
        <translation>Existe et n&apos;est pas un fichier ordinaire, rien n&apos;a été écrit : {path}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. The file as it was is unchanged. {advice}</source>
        <translation>Le disque est plein : rien n&apos;a été écrit dans {path}. Le fichier tel qu&apos;il était est inchangé. {advice}</translation>
    </message>
    <message>
        <source>The disk is full: nothing was written to {path}. {advice}</source>
        <translation>Le disque est plein : rien n&apos;a été écrit dans {path}. {advice}</translation>
    </message>
    <message>
        <source>Could not be written ({reason}): {path}</source>
        <translation>N&apos;a pas pu être écrit ({reason}) : {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was moved: {path}</source>
        <translation>Existe déjà, rien n&apos;a été déplacé : {path}</translation>
    </message>
    <message>
        <source>Already exists, nothing was copied: {path}</source>
        <translation>Existe déjà, rien n&apos;a été copié : {path}</translation>
    </message>
    <message>
        <source>No permission to copy: {path}</source>
        <translation>Pas d&apos;autorisation de copier : {path}</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to copy</source>
        <translation>{path} est trop profondément imbriqué pour être copié</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} n&apos;existe pas</translation>
    </message>
    <message>
        <source>{name} is larger than {mb} MB; copy it with your file manager</source>
        <translation>{name} dépasse {mb} Mo ; copiez-le avec votre gestionnaire de fichiers</translation>
    </message>
    <message>
        <source>{name} could not be moved to the trash: {reason}. Nothing was deleted.</source>
        <translation>{name} n&apos;a pas pu être mis à la corbeille : {reason}. Rien n&apos;a été supprimé.</translation>
    </message>
    <message>
        <source>Opening files is not supported on this system: {command} is missing.</source>
        <translation>L&apos;ouverture de fichiers n&apos;est pas prise en charge sur ce système : {command} est absent.</translation>
    </message>
    <message>
        <source>unreadable iCalendar ({error})</source>
        <translation>iCalendar illisible ({error})</translation>
    </message>
    <message>
        <source>not an iCalendar object</source>
        <translation>pas un objet iCalendar</translation>
    </message>
    <message>
        <source>the object holds no event or task</source>
        <translation>l&apos;objet ne contient ni événement ni tâche</translation>
    </message>
    <message>
        <source>the object has no UID</source>
        <translation>l&apos;objet n&apos;a pas d&apos;UID</translation>
    </message>
    <message>
        <source>the event &apos;{title}&apos; has no start</source>
        <translation>l&apos;événement &apos;{title}&apos; n&apos;a pas de début</translation>
    </message>
    <message>
        <source>This event does not repeat; change or delete it as a whole (leave out &apos;occurrence&apos;).</source>
        <translation>Cet événement ne se répète pas ; modifiez-le ou supprimez-le en entier (sans &apos;occurrence&apos;).</translation>
    </message>
    <message>
        <source>cannot expand the series ({error})</source>
        <translation>impossible de développer la série ({error})</translation>
    </message>
    <message>
        <source>The series has no occurrence at {time}; use the &apos;occurrence&apos; value calendar_list_events gave.</source>
        <translation>La série n&apos;a pas d&apos;occurrence à {time} ; utilisez la valeur &apos;occurrence&apos; donnée par calendar_list_events.</translation>
    </message>
    <message>
        <source>The event must end after it starts (and both be dates or both times).</source>
        <translation>L&apos;événement doit se terminer après son début (et les deux doivent être des dates ou des heures).</translation>
    </message>
    <message>
        <source>That is an event, not a task.</source>
        <translation>C&apos;est un événement, pas une tâche.</translation>
    </message>
    <message>
        <source>title</source>
        <comment>event field</comment>
        <extracomment>how a conflict report names an event&apos;s fields</extracomment>
        <translation>titre</translation>
    </message>
    <message>
        <source>start</source>
        <comment>event field</comment>
        <translation>début</translation>
    </message>
    <message>
        <source>end</source>
        <comment>event field</comment>
        <translation>fin</translation>
    </message>
    <message>
        <source>due</source>
        <comment>event field</comment>
        <translation>échéance</translation>
    </message>
    <message>
        <source>location</source>
        <comment>event field</comment>
        <translation>lieu</translation>
    </message>
    <message>
        <source>notes</source>
        <comment>event field</comment>
        <translation>notes</translation>
    </message>
    <message>
        <source>repeat</source>
        <comment>event field</comment>
        <translation>répétition</translation>
    </message>
    <message>
        <source>status</source>
        <comment>event field</comment>
        <translation>statut</translation>
    </message>
    <message>
        <source>{field}: was &apos;{was}&apos;, now &apos;{now}&apos;</source>
        <translation>{field} : était « {was} », maintenant « {now} »</translation>
    </message>
    <message>
        <source>single occurrences were changed</source>
        <translation>des occurrences isolées ont été modifiées</translation>
    </message>
    <message>
        <source>This calendar attachment is not an invitation (it has no REQUEST, CANCEL or REPLY method).</source>
        <translation>Cette pièce jointe de calendrier n&apos;est pas une invitation (elle n&apos;a pas de méthode REQUEST, CANCEL ou REPLY).</translation>
    </message>
    <message>
        <source>This invitation has no start time or no UID; it cannot be used.</source>
        <translation>Cette invitation n&apos;a pas d&apos;heure de début ou pas d&apos;UID ; elle ne peut pas être utilisée.</translation>
    </message>
    <message>
        <source>This invitation carries more than one event; it cannot be used.</source>
        <translation>Cette invitation contient plus d&apos;un événement ; elle ne peut pas être utilisée.</translation>
    </message>
    <message>
        <source>This invitation names no organiser; it cannot be answered.</source>
        <translation>Cette invitation ne nomme aucun organisateur ; on ne peut pas y répondre.</translation>
    </message>
    <message>
        <source>This invitation names you as its organiser, but you did not send it; it was left alone.</source>
        <translation>Cette invitation vous désigne comme organisateur, mais vous ne l&apos;avez pas envoyée ; elle a été ignorée.</translation>
    </message>
    <message>
        <source>Something in your calendar that is not an event already has this invitation&apos;s UID; it was left alone.</source>
        <translation>Un élément de votre calendrier qui n&apos;est pas un événement a déjà l&apos;UID de cette invitation ; elle a été ignorée.</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; is your own event: an invitation from someone else cannot change or cancel it. It was left alone.</source>
        <translation>&apos;{title}&apos; est votre propre événement : une invitation de quelqu&apos;un d&apos;autre ne peut ni le modifier ni l&apos;annuler. Elle a été ignorée.</translation>
    </message>
    <message>
        <source>Your event &apos;{title}&apos; is organised by {holder}, not by {organizer}, who sent this invitation; it was left alone.</source>
        <translation>Votre événement &apos;{title}&apos; est organisé par {holder}, pas par {organizer}, qui a envoyé cette invitation ; elle a été ignorée.</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>This mail about &apos;{title}&apos; was sent by {sender}, not by its organiser {organizer}; it was left alone.</source>
        <translation>Ce courriel concernant &apos;{title}&apos; a été envoyé par {sender}, pas par son organisateur {organizer} ; il a été ignoré.</translation>
    </message>
    <message>
        <source>an unknown sender</source>
        <translation>un expéditeur inconnu</translation>
    </message>
    <message>
        <source>This is an older version of &apos;{title}&apos; than the one in your calendar; it was left alone.</source>
        <translation>C&apos;est une version de &apos;{title}&apos; plus ancienne que celle de votre calendrier ; elle a été ignorée.</translation>
    </message>
    <message>
        <source>The default calendar &apos;{name}&apos; is not available (its account cannot be reached now). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Le calendrier par défaut &apos;{name}&apos; n&apos;est pas disponible (son compte est injoignable pour le moment). Nommez un calendrier, par ex. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds tasks is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Aucun calendrier de {accounts} contenant des tâches n&apos;est encore connu (le serveur est-il injoignable ?). Nommez un calendrier, par ex. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>No calendar of {accounts} that holds events is known yet (the server cannot be reached?). Name a calendar, e.g. &apos;On this computer&apos;.</source>
        <translation>Aucun calendrier de {accounts} contenant des événements n&apos;est encore connu (le serveur est-il injoignable ?). Nommez un calendrier, par ex. &apos;On this computer&apos;.</translation>
    </message>
    <message>
        <source>Several calendars are called &apos;{name}&apos;: {calendars}. Give one of these.</source>
        <translation>Plusieurs calendriers s&apos;appellent &apos;{name}&apos; : {calendars}. Indiquez l&apos;un d&apos;eux.</translation>
    </message>
    <message>
        <source>There is no calendar &apos;{name}&apos;. Calendars: {calendars}</source>
        <translation>Il n&apos;y a pas de calendrier &apos;{name}&apos;. Calendriers : {calendars}</translation>
    </message>
    <message>
        <source>{calendar} does not hold tasks.</source>
        <translation>{calendar} ne contient pas de tâches.</translation>
    </message>
    <message>
        <source>{calendar} does not hold events.</source>
        <translation>{calendar} ne contient pas d&apos;événements.</translation>
    </message>
    <message>
        <source>There is no event or task &apos;{uid}&apos;; use the uid calendar_list_events or calendar_list_tasks gave.</source>
        <translation>Il n&apos;y a pas d&apos;événement ni de tâche &apos;{uid}&apos; ; utilisez l&apos;uid donné par calendar_list_events ou calendar_list_tasks.</translation>
    </message>
    <message>
        <source>This entry cannot be changed: {problem}</source>
        <translation>Cette entrée ne peut pas être modifiée : {problem}</translation>
    </message>
    <message>
        <source>There is no calendar account &apos;{name}&apos;.</source>
        <translation>Il n&apos;y a pas de compte de calendrier &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>No password is stored for {account}.</source>
        <translation>Aucun mot de passe n&apos;est enregistré pour {account}.</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>Votre suppression hors ligne de « {title} » n&apos;a pas été envoyée : il a été supprimé sur le serveur entre-temps.</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: it was deleted on the server meanwhile.</source>
        <translation>Votre modification hors ligne de « {title} » n&apos;a pas été envoyée : il a été supprimé sur le serveur entre-temps.</translation>
    </message>
    <message>
        <source>details differ</source>
        <translation>des détails diffèrent</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>Votre suppression hors ligne de « {title} » n&apos;a pas été envoyée : quelqu&apos;un l&apos;a modifié sur le serveur entre-temps ({changes}).</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; was not sent: someone changed it on the server meanwhile ({changes}).</source>
        <translation>Votre modification hors ligne de « {title} » n&apos;a pas été envoyée : quelqu&apos;un l&apos;a modifié sur le serveur entre-temps ({changes}).</translation>
    </message>
    <message>
        <source>Your offline deletion of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>Votre suppression hors ligne de « {title} » n&apos;a pas pu être envoyée : {error}</translation>
    </message>
    <message>
        <source>Your offline change of &apos;{title}&apos; could not be sent: {error}</source>
        <translation>Votre modification hors ligne de « {title} » n&apos;a pas pu être envoyée : {error}</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>Connexion à {name} impossible ({error}) ; affiché depuis la copie de cet ordinateur, jamais synchronisé.</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, never synced.</source>
        <translation>{name} est hors ligne ({error}) ; affiché depuis la copie de cet ordinateur, jamais synchronisé.</translation>
    </message>
    <message>
        <source>{name} could not be signed in to ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>Connexion à {name} impossible ({error}) ; affiché depuis la copie de cet ordinateur, dernière synchronisation {when}.</translation>
    </message>
    <message>
        <source>{name} is offline ({error}); shown from this computer&apos;s copy, last synced {when}.</source>
        <translation>{name} est hors ligne ({error}) ; affiché depuis la copie de cet ordinateur, dernière synchronisation {when}.</translation>
    </message>
    <message>
        <source>It was deleted on the server meanwhile; nothing was changed.</source>
        <translation>Il a été supprimé sur le serveur entre-temps ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Someone else changed this after it was read; your change was NOT saved. Their version: {changes}. Read it again and propose the change on top of it.</source>
        <translation>Quelqu&apos;un d&apos;autre a modifié ceci après sa lecture ; votre modification n&apos;a PAS été enregistrée. Sa version : {changes}. Relisez-le et proposez la modification par-dessus.</translation>
    </message>
    <message>
        <source>changed details</source>
        <translation>détails modifiés</translation>
    </message>
    <message>
        <source>{account} cannot be reached: the change is kept on this computer and will be sent when the server is back.</source>
        <translation>{account} est injoignable : la modification est gardée sur cet ordinateur et sera envoyée au retour du serveur.</translation>
    </message>
    <message>
        <source>The {field} must be one line (it contains a line break).</source>
        <translation>Le champ {field} doit tenir sur une ligne (il contient un saut de ligne).</translation>
    </message>
    <message>
        <source>&apos;{address}&apos; in {field} is not a valid email address.</source>
        <translation>&apos;{address}&apos; dans {field} n&apos;est pas une adresse électronique valide.</translation>
    </message>
    <message>
        <source>hidden content removed: {count} characters a mail client would not show (hidden or invisible text, comments, styles, scripts)</source>
        <translation>contenu caché retiré : {count} caractères qu&apos;un logiciel de messagerie n&apos;afficherait pas (texte caché ou invisible, commentaires, styles, scripts)</translation>
    </message>
    <message>
        <source>quoted history or signature not shown</source>
        <translation>historique cité ou signature non affichés</translation>
    </message>
    <message>
        <source>cut at {count} characters</source>
        <translation>coupé à {count} caractères</translation>
    </message>
    <message>
        <source>The password of {account} cannot be read: no keyring answered ({error}). Start your desktop&apos;s keyring (GNOME Keyring, KWallet) and try again.</source>
        <translation>Le mot de passe de {account} ne peut pas être lu : aucun trousseau n&apos;a répondu ({error}). Démarre le trousseau de ton bureau (GNOME Keyring, KWallet) et réessaie.</translation>
    </message>
    <message>
        <source>Not stored: {problem}. Start your desktop&apos;s keyring (GNOME Keyring, KWallet), or allow a plaintext password file in Settings → Accounts.</source>
        <translation>Non enregistré : {problem}. Démarrez le trousseau de votre bureau (GNOME Keyring, KWallet), ou autorisez un fichier de mots de passe en clair dans Réglages → Comptes.</translation>
    </message>
    <message>
        <source>Say which application to open.</source>
        <translation>Dites quelle application ouvrir.</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;. Close matches: {matches}</source>
        <translation>Aucune application installée ne s&apos;appelle &apos;{name}&apos;. Noms proches : {matches}</translation>
    </message>
    <message>
        <source>No installed application is called &apos;{name}&apos;.</source>
        <translation>Aucune application installée ne s&apos;appelle &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>the sound system (PulseAudio or PipeWire)</source>
        <translation>le système audio (PulseAudio ou PipeWire)</translation>
    </message>
    <message>
        <source>the desktop&apos;s settings</source>
        <translation>les réglages du bureau</translation>
    </message>
    <message>
        <source>the brightness control</source>
        <translation>le contrôle de la luminosité</translation>
    </message>
    <message>
        <source>macOS&apos;s scripting</source>
        <translation>les scripts de macOS</translation>
    </message>
    <message>
        <source>the application launcher</source>
        <translation>le lanceur d&apos;applications</translation>
    </message>
    <message>
        <source>macOS&apos;s network setup</source>
        <translation>la configuration réseau de macOS</translation>
    </message>
    <message>
        <source>not supported on this system: {what} is not installed ({command} is missing)</source>
        <translation>non pris en charge sur ce système : {what} n&apos;est pas installé ({command} est absent)</translation>
    </message>
    <message>
        <source>{what} did not answer in time</source>
        <translation>{what} n&apos;a pas répondu à temps</translation>
    </message>
    <message>
        <source>{what} is not running on this computer ({detail})</source>
        <translation>{what} ne fonctionne pas sur cet ordinateur ({detail})</translation>
    </message>
    <message>
        <source>{what} refused the change ({detail})</source>
        <translation>{what} a refusé la modification ({detail})</translation>
    </message>
    <message>
        <source>not supported on this system: {what} on {platform}</source>
        <translation>non pris en charge sur ce système : {what} sous {platform}</translation>
    </message>
    <message>
        <source>setting the volume</source>
        <translation>régler le volume</translation>
    </message>
    <message>
        <source>muting</source>
        <translation>couper le son</translation>
    </message>
    <message>
        <source>setting the brightness</source>
        <translation>régler la luminosité</translation>
    </message>
    <message>
        <source>switching dark mode</source>
        <translation>basculer le mode sombre</translation>
    </message>
    <message>
        <source>switching Wi-Fi</source>
        <translation>basculer le Wi-Fi</translation>
    </message>
    <message>
        <source>do-not-disturb</source>
        <translation>ne pas déranger</translation>
    </message>
    <message>
        <source>opening a web browser</source>
        <translation>ouvrir un navigateur web</translation>
    </message>
    <message>
        <source>opening applications</source>
        <translation>ouvrir des applications</translation>
    </message>
    <message>
        <source>not supported on this system: no backlight device (/sys/class/backlight is empty)</source>
        <translation>non pris en charge sur ce système : aucun rétroéclairage (/sys/class/backlight est vide)</translation>
    </message>
    <message>
        <source>not supported on this system: macOS has no built-in command to set the display brightness</source>
        <translation>non pris en charge sur ce système : macOS n&apos;a pas de commande intégrée pour régler la luminosité de l&apos;écran</translation>
    </message>
    <message>
        <source>not supported on this system: setting the volume on Windows needs the pycaw package, which is not installed</source>
        <translation>non pris en charge sur ce système : régler le volume sous Windows nécessite le paquet pycaw, qui n&apos;est pas installé</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>{name} n&apos;a pas pu être ouvert : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) could be saved</source>
        <translation>
            <numerusform>%Ln enregistrement a pu être sauvé</numerusform>
            <numerusform>%Ln enregistrements ont pu être sauvés</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing in it could be saved</source>
        <translation>rien n&apos;a pu en être sauvé</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}; some of {tables} could not be read. The damaged file is kept as {copy}.</source>
        <translation>{file} était endommagé ({reason}). BotPsy a démarré avec une copie neuve : {kept} ; une partie de {tables} n&apos;a pas pu être lue. Le fichier endommagé est conservé sous {copy}.</translation>
    </message>
    <message>
        <source>{file} was damaged ({reason}). BotPsy started with a fresh copy: {kept}. The damaged file is kept as {copy}.</source>
        <translation>{file} était endommagé ({reason}). BotPsy a démarré avec une copie neuve : {kept}. Le fichier endommagé est conservé sous {copy}.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>afficher le numéro de version et quitter</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s : erreur : %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide : %(value)r (choisir parmi %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s invalide : %(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>ces arguments sont requis : %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins un argument attendu</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>au plus un argument attendu</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë : %(option)s peut correspondre à %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argument explicite %r ignoré</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non autorisé avec l&apos;argument %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>l&apos;un des arguments %s est requis</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>commande inconnue %(parser_name)r (choix : %(choices)s)</translation>
    </message>
    <message>
        <source>BotPsy wants to: {summary}</source>
        <translation>BotPsy veut : {summary}</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>Account: {account}</source>
        <translation>Compte : {account}</translation>
    </message>
    <message>
        <source>WARNING: this request came after reading content written by others:</source>
        <translation>ATTENTION : cette demande arrive après la lecture de contenus écrits par d&apos;autres :</translation>
    </message>
    <message>
        <source>Approve? [y/N] </source>
        <translation>Approuver ? [o/N] </translation>
    </message>
    <message>
        <source>y</source>
        <comment>the short yes to Approve?</comment>
        <translation>o</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the yes to Approve?</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>No tools are available.</source>
        <translation>Aucun outil n&apos;est disponible.</translation>
    </message>
    <message>
        <source>--args is not valid JSON: {error}</source>
        <translation>--args n&apos;est pas du JSON valide : {error}</translation>
    </message>
    <message>
        <source>Warning: the model server is another computer reached over plain http; everything BotPsy reads is sent to it unencrypted.</source>
        <translation>Attention : le serveur du modèle est un autre ordinateur joint en http simple ; tout ce que BotPsy lit lui est envoyé sans chiffrement.</translation>
    </message>
    <message>
        <source>line {number}: not a case ({error}); skipped</source>
        <translation>ligne {number} : pas un cas ({error}) ; ignorée</translation>
    </message>
    <message numerus="yes">
        <source>%Ln case(s) done</source>
        <translation>
            <numerusform>%Ln cas traité</numerusform>
            <numerusform>%Ln cas traités</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>The words above are not the answer. What happened:</source>
        <translation>Les mots ci-dessus ne sont pas la réponse. Ce qui s&apos;est passé :</translation>
    </message>
    <message>
        <source>{app} — {model}. Empty line or Ctrl-D to quit.</source>
        <translation>{app} — {model}. Ligne vide ou Ctrl-D pour quitter.</translation>
    </message>
    <message>
        <source>Something went wrong ({error}); the conversation goes on.</source>
        <translation>Quelque chose s&apos;est mal passé ({error}) ; la conversation continue.</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>installé</translation>
    </message>
    <message>
        <source>usage: botpsy models add PATH.gguf</source>
        <translation>usage : botpsy models add CHEMIN.gguf</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: yes)</source>
        <translation>{id} ajouté : {name} ({architecture}, contexte {context}, modèle de chat : oui)</translation>
    </message>
    <message>
        <source>Added {id}: {name} ({architecture}, context {context}, chat template: no, the built-in one will be used)</source>
        <translation>{id} ajouté : {name} ({architecture}, contexte {context}, modèle de chat : aucun, celui intégré sera utilisé)</translation>
    </message>
    <message>
        <source>Downloaded {id} to {path}</source>
        <translation>{id} téléchargé dans {path}</translation>
    </message>
    <message>
        <source>No folders are allowed. Add one with `botpsy folders add PATH`.</source>
        <translation>Aucun dossier n&apos;est autorisé. Ajoutez-en un avec `botpsy folders add CHEMIN`.</translation>
    </message>
    <message>
        <source>usage: botpsy folders {action} PATH</source>
        <translation>usage : botpsy folders {action} CHEMIN</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>{path} is not an allowed folder.</source>
        <translation>{path} n&apos;est pas un dossier autorisé.</translation>
    </message>
    <message>
        <source>Added {path}</source>
        <translation>{path} ajouté</translation>
    </message>
    <message>
        <source>Removed {path}</source>
        <translation>{path} retiré</translation>
    </message>
    <message>
        <source>Say which kind: {kinds}.</source>
        <translation>Dites quel type : {kinds}.</translation>
    </message>
    <message>
        <source>password: give it on standard input with --password-stdin</source>
        <translation>password : donnez-le sur l&apos;entrée standard avec --password-stdin</translation>
    </message>
    <message>
        <source>The account was not saved.</source>
        <translation>Le compte n&apos;a pas été enregistré.</translation>
    </message>
    <message>
        <source>No OS keyring could store the password ({error}). BotPsy keeps passwords only in the system keyring; start one (e.g. GNOME Keyring, KWallet) and try again.</source>
        <translation>Aucun trousseau du système n&apos;a pu enregistrer le mot de passe ({error}). BotPsy ne garde les mots de passe que dans le trousseau du système ; démarrez-en un (par ex. GNOME Keyring, KWallet) et réessayez.</translation>
    </message>
    <message>
        <source>Added {name}: connection tested, password stored in the keyring.</source>
        <translation>{name} ajouté : connexion testée, mot de passe enregistré dans le trousseau.</translation>
    </message>
    <message>
        <source>No accounts. Add one with {commands}.</source>
        <translation>Aucun compte. Ajoutez-en un avec {commands}.</translation>
    </message>
    <message>
        <source>No account called &apos;{name}&apos;.</source>
        <translation>Aucun compte nommé &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>{name}: no password in the keyring.</source>
        <translation>{name} : aucun mot de passe dans le trousseau.</translation>
    </message>
    <message>
        <source>Removed {name} (its password and any offline copy).</source>
        <translation>{name} retiré (son mot de passe et toute copie hors ligne).</translation>
    </message>
    <message>
        <source>No account to sync.</source>
        <translation>Aucun compte à synchroniser.</translation>
    </message>
    <message>
        <source>{kind}: {help}</source>
        <translation>{kind} : {help}</translation>
    </message>
    <message>
        <source>BotPsy: a personal assistant whose model runs on this computer. Without a command, opens the window.</source>
        <translation>BotPsy : un assistant personnel dont le modèle tourne sur cet ordinateur. Sans commande, ouvre la fenêtre.</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// OpenAI-compatible endpoint</source>
        <translation>un fichier .gguf, l&apos;identifiant d&apos;un modèle installé, ou un point d&apos;accès http(s):// compatible OpenAI</translation>
    </message>
    <message>
        <source>log debug messages</source>
        <translation>journaliser les messages de débogage</translation>
    </message>
    <message>
        <source>a .gguf file, an installed model id, or an http(s):// endpoint</source>
        <translation>un fichier .gguf, l&apos;identifiant d&apos;un modèle installé, ou un point d&apos;accès http(s)://</translation>
    </message>
    <message>
        <source>model name for a remote endpoint</source>
        <translation>nom du modèle pour un point d&apos;accès distant</translation>
    </message>
    <message>
        <source>allow a plain-http model server on another computer (your mail and files then cross the network unencrypted)</source>
        <translation>autoriser un serveur de modèle en http simple sur un autre ordinateur (vos courriels et fichiers traversent alors le réseau sans chiffrement)</translation>
    </message>
    <message>
        <source>context window in tokens</source>
        <translation>fenêtre de contexte en jetons</translation>
    </message>
    <message>
        <source>llama.cpp threads (default: follow the machine&apos;s load)</source>
        <translation>threads de llama.cpp (par défaut : suivre la charge de la machine)</translation>
    </message>
    <message>
        <source>grammar-constrained tool calls: lazy (default: only while a call is written), full (every token), off</source>
        <translation>appels d&apos;outils contraints par grammaire : lazy (par défaut : seulement pendant l&apos;écriture d&apos;un appel), full (chaque jeton), off</translation>
    </message>
    <message>
        <source>how the grammar is applied to a local model: llguidance (default) or llama.cpp&apos;s own GBNF sampler</source>
        <translation>comment la grammaire s&apos;applique à un modèle local : llguidance (par défaut) ou l&apos;échantillonneur GBNF de llama.cpp</translation>
    </message>
    <message>
        <source>chat in the terminal</source>
        <translation>discuter dans le terminal</translation>
    </message>
    <message>
        <source>let the model think first</source>
        <translation>laisser le modèle réfléchir d&apos;abord</translation>
    </message>
    <message>
        <source>the agent&apos;s policy profile (small, capable; default: the model&apos;s catalogue entry, or Settings)</source>
        <translation>le profil de règles de l&apos;agent (small, capable ; par défaut : l&apos;entrée du catalogue du modèle, ou les Paramètres)</translation>
    </message>
    <message>
        <source>switch a named assist or honesty policy off (repeatable)</source>
        <translation>désactiver une règle d&apos;aide ou d&apos;honnêteté nommée (répétable)</translation>
    </message>
    <message>
        <source>predict tool calls for a JSONL file (runs no tool)</source>
        <translation>prédire les appels d&apos;outils d&apos;un fichier JSONL (n&apos;exécute aucun outil)</translation>
    </message>
    <message>
        <source>cases (JSONL), - for stdin</source>
        <translation>cas (JSONL), - pour l&apos;entrée standard</translation>
    </message>
    <message>
        <source>predictions (JSONL), - for stdout</source>
        <translation>prédictions (JSONL), - pour la sortie standard</translation>
    </message>
    <message>
        <source>the most tokens a prediction may take</source>
        <translation>le nombre maximal de jetons par prédiction</translation>
    </message>
    <message>
        <source>no corrective second try</source>
        <translation>pas de second essai correctif</translation>
    </message>
    <message>
        <source>do not ask the model for further parallel calls</source>
        <translation>ne pas demander au modèle d&apos;autres appels parallèles</translation>
    </message>
    <message>
        <source>list every tool with its effect class</source>
        <translation>lister chaque outil avec sa classe d&apos;effet</translation>
    </message>
    <message>
        <source>as JSON, for scripts</source>
        <translation>en JSON, pour les scripts</translation>
    </message>
    <message>
        <source>run one tool through the confirmation gate</source>
        <translation>exécuter un outil en passant par la confirmation</translation>
    </message>
    <message>
        <source>the tool&apos;s name (see `botpsy tools`)</source>
        <translation>le nom de l&apos;outil (voir `botpsy tools`)</translation>
    </message>
    <message>
        <source>the arguments as a JSON object</source>
        <translation>les arguments sous forme d&apos;objet JSON</translation>
    </message>
    <message>
        <source>approve exactly this call without asking</source>
        <translation>approuver exactement cet appel sans demander</translation>
    </message>
    <message>
        <source>the folders the assistant may use</source>
        <translation>les dossiers que l&apos;assistant peut utiliser</translation>
    </message>
    <message>
        <source>a folder (for add and remove)</source>
        <translation>un dossier (pour add et remove)</translation>
    </message>
    <message>
        <source>mail, calendar, ... accounts: add, list, test, remove</source>
        <translation>comptes de courriel, de calendrier… : add, list, test, remove</translation>
    </message>
    <message>
        <source>for add: the kind ({kinds}); for test/remove: the account name</source>
        <translation>pour add : le type ({kinds}) ; pour test/remove : le nom du compte</translation>
    </message>
    <message>
        <source>for add: the new account&apos;s name</source>
        <translation>pour add : le nom du nouveau compte</translation>
    </message>
    <message>
        <source>read the password from standard input (one line) instead of asking</source>
        <translation>lire le mot de passe sur l&apos;entrée standard (une ligne) au lieu de le demander</translation>
    </message>
    <message>
        <source>sync the local copies of mail and calendars now</source>
        <translation>synchroniser maintenant les copies locales du courriel et des calendriers</translation>
    </message>
    <message>
        <source>one account&apos;s name (default: every account)</source>
        <translation>le nom d&apos;un compte (par défaut : tous les comptes)</translation>
    </message>
    <message>
        <source>check this installation (no network)</source>
        <translation>vérifier cette installation (sans réseau)</translation>
    </message>
    <message>
        <source>also load this GGUF and generate a token</source>
        <translation>charger aussi ce GGUF et générer un jeton</translation>
    </message>
    <message>
        <source>list, add, pull or verify models</source>
        <translation>lister, ajouter, télécharger ou vérifier des modèles</translation>
    </message>
    <message>
        <source>PATH for add, NAME for pull</source>
        <translation>CHEMIN pour add, NOM pour pull</translation>
    </message>
    <message>
        <source>this is a bug in BotPsy, not something you did ({error}). Please report it; `botpsy --verbose {command} …` shows the details.</source>
        <translation>c&apos;est un bogue de BotPsy, pas quelque chose que vous avez fait ({error}). Merci de le signaler ; `botpsy --verbose {command} …` en montre les détails.</translation>
    </message>
    <message>
        <source>There is no policy profile &apos;{profile}&apos;; choose one of {profiles}.</source>
        <extracomment>every policy, in the order the loop meets them</extracomment>
        <translation>Il n&apos;y a pas de profil de règles « {profile} » ; choisissez parmi {profiles}.</translation>
    </message>
    <message>
        <source>There is no policy {names}; the policies are: {policies}.</source>
        <translation>Il n&apos;y a pas de règle {names} ; les règles sont : {policies}.</translation>
    </message>
    <message>
        <source>Safety policies cannot be switched off: {names}.</source>
        <translation>Les règles de sécurité ne peuvent pas être désactivées : {names}.</translation>
    </message>
    <message>
        <source>The disk is full, so the last change was not saved (what was saved before is unchanged). {advice}</source>
        <extracomment>index i migrates from version i to i + 1; append only, never edit a released step.</extracomment>
        <translation>Le disque est plein, la dernière modification n&apos;a donc pas été enregistrée (ce qui l&apos;était avant est inchangé). {advice}</translation>
    </message>
    <message>
        <source>No model called &apos;{name}&apos; in the catalog. Known: {known}.</source>
        <translation>Aucun modèle nommé « {name} » dans le catalogue. Connus : {known}.</translation>
    </message>
    <message>
        <source>Not enough space for {file}: it needs {needed} more, and the disk has {free} free. Nothing was downloaded; free some space and try again.</source>
        <translation>Pas assez de place pour {file} : il faut encore {needed}, et le disque a {free} de libre. Rien n&apos;a été téléchargé ; libérez de l&apos;espace et réessayez.</translation>
    </message>
    <message>
        <source>huggingface_hub is missing: {error}</source>
        <translation>huggingface_hub est absent : {error}</translation>
    </message>
    <message>
        <source>The disk is full, so {file} could not be downloaded; what arrived is kept and the download resumes there next time. {advice}</source>
        <translation>Le disque est plein, {file} n&apos;a donc pas pu être téléchargé ; ce qui est arrivé est gardé et le téléchargement reprendra là la prochaine fois. {advice}</translation>
    </message>
    <message>
        <source>Could not download {file} from {repository}: {error}. Check the network; a partial download resumes next time.</source>
        <translation>Impossible de télécharger {file} depuis {repository} : {error}. Vérifiez le réseau ; un téléchargement partiel reprend la prochaine fois.</translation>
    </message>
    <message>
        <source>{file} failed its checksum (expected {expected}…, got {actual}…); the damaged file was removed. Try again.</source>
        <translation>{file} n&apos;a pas passé la vérification (attendu {expected}…, obtenu {actual}…) ; le fichier endommagé a été supprimé. Réessayez.</translation>
    </message>
    <message>
        <source>No installed model is called {model}.</source>
        <translation>Aucun modèle installé ne s&apos;appelle {model}.</translation>
    </message>
    <message>
        <source>No model &apos;{model}&apos; is installed. Run `botpsy models pull {default}` or `botpsy models add PATH.gguf`, or pass --model PATH.gguf.</source>
        <translation>Le modèle « {model} » n&apos;est pas installé. Lancez `botpsy models pull {default}` ou `botpsy models add CHEMIN.gguf`, ou passez --model CHEMIN.gguf.</translation>
    </message>
    <message>
        <source>{file} does not exist or is not a file.</source>
        <extracomment>arrays of arrays: real files nest none; a crafted one nested 5,000 deep (60 KB) to exhaust Python&apos;s recursion (issue 26, item 6)</extracomment>
        <translation>{file} n&apos;existe pas ou n&apos;est pas un fichier.</translation>
    </message>
    <message>
        <source>{file} is not a GGUF model file (it does not start with &apos;GGUF&apos;). BotPsy needs a .gguf file, such as the ones `botpsy models pull` downloads.</source>
        <translation>{file} n&apos;est pas un fichier de modèle GGUF (il ne commence pas par « GGUF »). BotPsy a besoin d&apos;un fichier .gguf, comme ceux que télécharge `botpsy models pull`.</translation>
    </message>
    <message>
        <source>{file} looks like a GGUF file but its header cannot be read ({error}); the file is probably damaged or incomplete.</source>
        <translation>{file} ressemble à un fichier GGUF mais son en-tête est illisible ({error}) ; le fichier est sans doute endommagé ou incomplet.</translation>
    </message>
    <message>
        <source>{file} is incomplete: its tensors need {needed} bytes but the file has {size}. Download it again (downloads resume where they stopped).</source>
        <translation>{file} est incomplet : ses tenseurs demandent {needed} octets mais le fichier en a {size}. Téléchargez-le à nouveau (les téléchargements reprennent où ils se sont arrêtés).</translation>
    </message>
    <message>
        <source>{file} has no general.architecture: not a usable model.</source>
        <translation>{file} n&apos;a pas de general.architecture : ce n&apos;est pas un modèle utilisable.</translation>
    </message>
    <message>
        <source>llama.cpp could not be loaded: {error}</source>
        <translation>llama.cpp n&apos;a pas pu être chargé : {error}</translation>
    </message>
    <message>
        <source>llama.cpp could not load {file}: {error}</source>
        <translation>llama.cpp n&apos;a pas pu charger {file} : {error}</translation>
    </message>
    <message>
        <source>{address} is not an http(s) address of a model server.</source>
        <translation>{address} n&apos;est pas une adresse http(s) de serveur de modèle.</translation>
    </message>
    <message>
        <source>Leave credentials out of the model server&apos;s address.</source>
        <translation>Retirez les identifiants de l&apos;adresse du serveur de modèle.</translation>
    </message>
    <message>
        <source>{host} is another computer and the address is plain http: your mail, files and events would cross the network unencrypted. Use https://, or say you accept that (botpsy … --insecure-http).</source>
        <translation>{host} est un autre ordinateur et l&apos;adresse est en http simple : vos courriels, fichiers et événements traverseraient le réseau sans chiffrement. Utilisez https://, ou dites que vous l&apos;acceptez (botpsy … --insecure-http).</translation>
    </message>
    <message>
        <source>The model server answered {code}: {detail}</source>
        <translation>Le serveur de modèle a répondu {code} : {detail}</translation>
    </message>
    <message>
        <source>The model server at {address} is unreachable: {reason}</source>
        <translation>Le serveur de modèle à {address} est injoignable : {reason}</translation>
    </message>
    <message>
        <source>the chat template refused the conversation: {message}</source>
        <translation>le modèle de conversation a refusé la conversation : {message}</translation>
    </message>
    <message>
        <source>the chat template is {size} characters long; a real one is far below {limit}</source>
        <translation>le modèle de conversation fait {size} caractères ; un vrai est bien en dessous de {limit}</translation>
    </message>
    <message>
        <source>the chat template is not valid Jinja: {error}</source>
        <translation>le modèle de conversation n&apos;est pas du Jinja valide : {error}</translation>
    </message>
    <message>
        <source>the chat template failed: {error}</source>
        <translation>le modèle de conversation a échoué : {error}</translation>
    </message>
    <message>
        <source>the chat template produced {size} characters</source>
        <translation>le modèle de conversation a produit {size} caractères</translation>
    </message>
    <message>
        <source>an address like https://calendar.example.com/</source>
        <translation>une adresse comme https://calendar.example.com/</translation>
    </message>
    <message>
        <source>leave the user name and password out of the address; give them in their own fields (the password goes to the keyring)</source>
        <translation>retirez le nom d&apos;utilisateur et le mot de passe de l&apos;adresse ; donnez-les dans leurs propres champs (le mot de passe va dans le trousseau)</translation>
    </message>
    <message>
        <source>use https:// (plain http only for a server on this computer)</source>
        <translation>utilisez https:// (http simple seulement pour un serveur sur cet ordinateur)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>not an email address</source>
        <translation>pas une adresse électronique</translation>
    </message>
    <message>
        <source>must be tls or starttls</source>
        <translation>doit être tls ou starttls</translation>
    </message>
    <message>
        <source>plaintext is allowed only for a server on localhost, and only when you allow it</source>
        <translation>le texte en clair n&apos;est permis que pour un serveur sur localhost, et seulement si vous l&apos;autorisez</translation>
    </message>
    <message>
        <source>not a port number</source>
        <translation>pas un numéro de port</translation>
    </message>
    <message>
        <source>{kind} &apos;{label}&apos; at {when}</source>
        <translation>{kind} « {label} » : {when}</translation>
    </message>
</context>
</TS>
