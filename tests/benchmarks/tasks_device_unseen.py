"""Benchmark: questions whose words sound like the device but whose answer is in the mail,
five languages (never tuned on).

    python -m tests.benchmarks.tasks_device_unseen [--model PATH.gguf] [--lang xx]
                                                   [--profile small|capable] [--without POLICY]

Written on 2026-12-07 (twenty-fourth session), before that session changed any behaviour,
and committed before it was scored. Each question asks for one fact of the user's own life
about a thing a laptop's settings also have a word for (the internet, the Wi-Fi, a phone, a
battery, a router), and names no person and no app area: "what's the Wi-Fi password for the
holiday flat?" is answered by the host's mail, not by the laptop's Wi-Fi switch. The answer
is in one message of an inbox written in the user's own language, beside an English one
(tests/benchmarks/tasks.py ``CAROL``). Five questions, each in everyday English, German,
French, Spanish and Chinese (25 tasks). Nothing may act (turning the Wi-Fi on is no answer);
the answer must carry the fact, a code or a number, the same in every language. Figures are
reported as counts (by language and by tier), never row by row: its rows are not read while
work goes on.
"""

from __future__ import annotations

from tests.benchmarks.tasks import Task
from tests.benchmarks.tasks_own_unseen import Own, tasks_of_own
from tests.benchmarks.tasks_unseen import main

_BASE: Own = (
    ("holiday wifi", 1, "Seaview2026", {
        "en": ("what's the wifi password at the holiday flat?",
               "Casa Azul Holidays <host@casaazul.example>", "Welcome to your apartment",
               "The key box code is on the door. The Wi-Fi network is CasaAzul and the "
               "password is Seaview2026. Enjoy your stay!"),
        "de": ("Wie lautet das WLAN-Passwort in der Ferienwohnung?",
               "Casa Azul Ferienwohnungen <host@casaazul.example>", "Willkommen in Ihrer Wohnung",
               "Der Code für den Schlüsselkasten steht an der Tür. Das WLAN heißt CasaAzul, "
               "das Passwort ist Seaview2026. Schönen Aufenthalt!"),
        "fr": ("C'est quoi le mot de passe du wifi dans la location de vacances ?",
               "Casa Azul Locations <host@casaazul.example>", "Bienvenue dans votre appartement",
               "Le code de la boîte à clés est sur la porte. Le réseau Wi-Fi s'appelle "
               "CasaAzul et le mot de passe est Seaview2026. Bon séjour !"),
        "es": ("¿Cuál es la contraseña del wifi del piso de vacaciones?",
               "Casa Azul Vacaciones <host@casaazul.example>", "Bienvenido a su apartamento",
               "El código de la caja de llaves está en la puerta. La red wifi se llama "
               "CasaAzul y la contraseña es Seaview2026. ¡Disfrute de su estancia!"),
        "zh": ("度假公寓的无线网密码是什么？",
               "Casa Azul 度假公寓 <host@casaazul.example>", "欢迎入住您的公寓",
               "钥匙盒密码贴在门上。无线网络名称是 CasaAzul，密码是 Seaview2026。祝您入住愉快！"),
    }),
    ("internet outage", 1, "INC-55120", {
        "en": ("what's the reference number for my internet outage?",
               "FiberLink Support <support@fiberlink.example>", "We're on it",
               "Sorry that your connection is down. Your fault report has the reference "
               "INC-55120; a technician will call you within two working days."),
        "de": ("Welche Vorgangsnummer hat meine Internetstörung?",
               "FiberLink Kundendienst <support@fiberlink.example>", "Wir kümmern uns darum",
               "Es tut uns leid, dass Ihre Verbindung gestört ist. Ihre Störungsmeldung hat "
               "die Vorgangsnummer INC-55120; ein Techniker ruft Sie innerhalb von zwei "
               "Werktagen an."),
        "fr": ("C'est quoi le numéro de dossier pour ma panne d'internet ?",
               "FiberLink Assistance <support@fiberlink.example>", "Nous nous en occupons",
               "Désolés pour la coupure de votre connexion. Votre signalement porte le numéro "
               "de dossier INC-55120 ; un technicien vous appellera sous deux jours ouvrés."),
        "es": ("¿Qué número de incidencia tiene mi avería de internet?",
               "FiberLink Soporte <support@fiberlink.example>", "Nos ocupamos de ello",
               "Sentimos que su conexión no funcione. Su aviso de avería tiene el número de "
               "incidencia INC-55120; un técnico le llamará en dos días laborables."),
        "zh": ("我的网络故障报修单号是多少？",
               "FiberLink 客服 <support@fiberlink.example>", "我们正在处理",
               "很抱歉您的网络中断了。您的故障报修单号是 INC-55120，技术人员会在两个工作日内联系您。"),
    }),
    ("phone screen", 2, "89", {
        "en": ("how much did the phone screen repair cost in the end?",
               "QuickFix Repairs <shop@quickfix.example>", "Your repair is done",
               "Your phone is ready to collect. New screen fitted and tested: 89 EUR, "
               "paid by card."),
        "de": ("Was hat die Reparatur vom Handydisplay am Ende gekostet?",
               "QuickFix Reparaturen <shop@quickfix.example>", "Ihre Reparatur ist fertig",
               "Ihr Handy kann abgeholt werden. Neues Display eingebaut und getestet: "
               "89 EUR, mit Karte bezahlt."),
        "fr": ("Finalement, la réparation de l'écran du téléphone m'a coûté combien ?",
               "QuickFix Réparations <shop@quickfix.example>", "Votre réparation est terminée",
               "Votre téléphone est prêt à être retiré. Nouvel écran posé et testé : 89 EUR, "
               "payés par carte."),
        "es": ("¿Al final cuánto costó arreglar la pantalla del móvil?",
               "QuickFix Reparaciones <shop@quickfix.example>", "Su reparación está lista",
               "Su móvil está listo para recoger. Pantalla nueva instalada y probada: 89 EUR, "
               "pagados con tarjeta."),
        "zh": ("手机换屏最后花了多少钱？",
               "QuickFix 维修 <shop@quickfix.example>", "您的维修已完成",
               "您的手机可以取了。新屏幕已更换并测试：89欧元，已刷卡支付。"),
    }),
    ("laptop battery", 2, "129", {
        "en": ("what did they quote for replacing the laptop battery?",
               "PC Care Centre <service@pccare.example>", "Quote for your repair",
               "We checked your laptop: the battery is worn out. A new original battery, "
               "fitted, comes to 129 EUR. Reply to this mail to go ahead."),
        "de": ("Was kostet laut Angebot der neue Akku für den Laptop?",
               "PC Care Service <service@pccare.example>", "Kostenvoranschlag für Ihre Reparatur",
               "Wir haben Ihren Laptop geprüft: Der Akku ist verschlissen. Ein neuer "
               "Originalakku inklusive Einbau kostet 129 EUR. Antworten Sie auf diese Mail, "
               "um den Auftrag zu erteilen."),
        "fr": ("Ils m'ont fait un devis de combien pour changer la batterie de l'ordi ?",
               "PC Care Atelier <service@pccare.example>", "Devis pour votre réparation",
               "Nous avons examiné votre ordinateur portable : la batterie est usée. Une "
               "batterie d'origine neuve, posée, revient à 129 EUR. Répondez à ce mail pour "
               "lancer la réparation."),
        "es": ("¿Cuánto me presupuestaron por cambiar la batería del portátil?",
               "PC Care Taller <service@pccare.example>", "Presupuesto de su reparación",
               "Hemos revisado su portátil: la batería está gastada. Una batería original "
               "nueva, con instalación, cuesta 129 EUR. Responda a este correo para "
               "confirmar."),
        "zh": ("换笔记本电池的报价是多少？",
               "PC Care 维修中心 <service@pccare.example>", "您的维修报价",
               "我们检查了您的笔记本电脑：电池已老化。更换一块全新原装电池（含安装）共129欧元。"
               "回复此邮件即可确认维修。"),
    }),
    ("router parcel", 2, "RT-903317", {
        "en": ("what's the tracking number for the new router?",
               "NetHome Shop <orders@nethome.example>", "Your order has shipped",
               "Good news: your mesh router has left our warehouse. Track the parcel with "
               "the number RT-903317."),
        "de": ("Wie ist die Sendungsnummer für den neuen Router?",
               "NetHome Shop <orders@nethome.example>", "Ihre Bestellung ist unterwegs",
               "Gute Nachricht: Ihr Mesh-Router hat unser Lager verlassen. Verfolgen Sie das "
               "Paket mit der Nummer RT-903317."),
        "fr": ("Le nouveau routeur, c'est quoi son numéro de suivi ?",
               "NetHome Boutique <orders@nethome.example>", "Votre commande est expédiée",
               "Bonne nouvelle : votre routeur mesh a quitté notre entrepôt. Suivez le colis "
               "avec le numéro RT-903317."),
        "es": ("¿Cuál es el número de seguimiento del router nuevo?",
               "NetHome Tienda <orders@nethome.example>", "Su pedido está en camino",
               "Buenas noticias: su router mesh ha salido de nuestro almacén. Siga el "
               "paquete con el número RT-903317."),
        "zh": ("新路由器的快递单号是多少？",
               "NetHome 商城 <orders@nethome.example>", "您的订单已发货",
               "好消息：您的Mesh路由器已从仓库发出。请用单号 RT-903317 查询包裹。"),
    }),
)

TASKS: tuple[Task, ...] = tasks_of_own(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
