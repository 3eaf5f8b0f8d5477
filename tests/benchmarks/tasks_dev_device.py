"""Benchmark (development set, tuned on): questions whose words sound like the device but
whose answer is in the mail.

    python -m tests.benchmarks.tasks_dev_device [--model PATH.gguf] [--lang xx] [--rows]

The development companion of tests/benchmarks/tasks_device_unseen.py (never tuned on):
other facts (a SIM card's PIN, the house alarm's code, a monitor's price, a return number
for Bluetooth headphones), the same shape: each in everyday English, German, French, Spanish
and Chinese, the answer in one message written in the user's own language beside an English
one. Its rows may be read.
"""

from __future__ import annotations

from tests.benchmarks.tasks import Task
from tests.benchmarks.tasks_own_unseen import Own, tasks_of_own
from tests.benchmarks.tasks_unseen import main

_BASE: Own = (
    ("sim pin", 1, "4821", {
        "en": ("what's the PIN of the new SIM card?",
               "Volt Mobile <hello@voltmobile.example>", "Your new SIM card",
               "Your SIM card is on its way. Its PIN is 4821 and its PUK 55102938; keep "
               "this mail somewhere safe."),
        "de": ("Welche PIN hat die neue SIM-Karte?",
               "Volt Mobile <hello@voltmobile.example>", "Ihre neue SIM-Karte",
               "Ihre SIM-Karte ist unterwegs. Die PIN lautet 4821, die PUK 55102938; "
               "bewahren Sie diese Mail gut auf."),
        "fr": ("C'est quoi le code PIN de la nouvelle carte SIM ?",
               "Volt Mobile <hello@voltmobile.example>", "Votre nouvelle carte SIM",
               "Votre carte SIM est en route. Son code PIN est 4821 et son PUK 55102938 ; "
               "gardez ce mail en lieu sûr."),
        "es": ("¿Cuál es el PIN de la tarjeta SIM nueva?",
               "Volt Mobile <hello@voltmobile.example>", "Su nueva tarjeta SIM",
               "Su tarjeta SIM está en camino. Su PIN es 4821 y su PUK 55102938; guarde "
               "este correo en un lugar seguro."),
        "zh": ("新SIM卡的PIN码是多少？",
               "Volt Mobile <hello@voltmobile.example>", "您的新SIM卡",
               "您的SIM卡已寄出。PIN码是 4821，PUK码是 55102938，请妥善保存此邮件。"),
    }),
    ("alarm code", 1, "7305", {
        "en": ("what's the code to switch off the house alarm?",
               "SecureHome <install@securehome.example>", "Your alarm system is installed",
               "Thank you for choosing SecureHome. To disarm the system, enter 7305 on the "
               "keypad by the front door."),
        "de": ("Mit welchem Code schalte ich die Alarmanlage aus?",
               "SecureHome <install@securehome.example>", "Ihre Alarmanlage ist installiert",
               "Danke, dass Sie SecureHome gewählt haben. Zum Entschärfen geben Sie 7305 am "
               "Bedienfeld neben der Haustür ein."),
        "fr": ("C'est quoi le code pour couper l'alarme de la maison ?",
               "SecureHome <install@securehome.example>", "Votre alarme est installée",
               "Merci d'avoir choisi SecureHome. Pour désactiver l'alarme, tapez 7305 sur le "
               "clavier près de la porte d'entrée."),
        "es": ("¿Qué código quita la alarma de casa?",
               "SecureHome <install@securehome.example>", "Su alarma está instalada",
               "Gracias por elegir SecureHome. Para desactivar la alarma, marque 7305 en el "
               "teclado junto a la puerta de entrada."),
        "zh": ("关家里报警器的密码是多少？",
               "SecureHome 安防 <install@securehome.example>", "您的报警系统已安装",
               "感谢您选择 SecureHome。解除警报请在前门旁的键盘上输入 7305。"),
    }),
    ("monitor", 2, "239", {
        "en": ("how much did I pay for the new monitor?",
               "PixelStore <orders@pixelstore.example>", "Thanks for your order",
               "Order confirmed: 27-inch monitor, 239 EUR, paid. Delivery in 3 to 5 days."),
        "de": ("Wie viel habe ich für den neuen Monitor bezahlt?",
               "PixelStore <orders@pixelstore.example>", "Danke für Ihre Bestellung",
               "Bestellung bestätigt: 27-Zoll-Monitor, 239 EUR, bezahlt. Lieferung in 3 bis "
               "5 Tagen."),
        "fr": ("J'ai payé combien pour le nouvel écran ?",
               "PixelStore <orders@pixelstore.example>", "Merci pour votre commande",
               "Commande confirmée : écran 27 pouces, 239 EUR, payé. Livraison sous 3 à "
               "5 jours."),
        "es": ("¿Cuánto pagué por el monitor nuevo?",
               "PixelStore <orders@pixelstore.example>", "Gracias por su pedido",
               "Pedido confirmado: monitor de 27 pulgadas, 239 EUR, pagado. Entrega en 3 a "
               "5 días."),
        "zh": ("新显示器我付了多少钱？",
               "PixelStore <orders@pixelstore.example>", "感谢您的订单",
               "订单已确认：27英寸显示器，239欧元，已付款。3至5天内送达。"),
    }),
    ("headphones", 2, "RMA-4410", {
        "en": ("what's the return number for the bluetooth headphones?",
               "SoundGear <returns@soundgear.example>", "Your return is registered",
               "We have registered your return of the wireless headphones. Write RMA-4410 "
               "on the parcel."),
        "de": ("Welche Rücksendenummer haben die Bluetooth-Kopfhörer?",
               "SoundGear <returns@soundgear.example>", "Ihre Rücksendung ist angemeldet",
               "Wir haben die Rücksendung Ihrer kabellosen Kopfhörer registriert. Schreiben "
               "Sie RMA-4410 auf das Paket."),
        "fr": ("C'est quoi le numéro de retour pour le casque bluetooth ?",
               "SoundGear <returns@soundgear.example>", "Votre retour est enregistré",
               "Nous avons enregistré le retour de votre casque sans fil. Inscrivez RMA-4410 "
               "sur le colis."),
        "es": ("¿Cuál es el número de devolución de los auriculares bluetooth?",
               "SoundGear <returns@soundgear.example>", "Su devolución está registrada",
               "Hemos registrado la devolución de sus auriculares inalámbricos. Escriba "
               "RMA-4410 en el paquete."),
        "zh": ("蓝牙耳机的退货编号是多少？",
               "SoundGear <returns@soundgear.example>", "您的退货已登记",
               "我们已登记您的无线耳机退货。请在包裹上写上 RMA-4410。"),
    }),
)

TASKS: tuple[Task, ...] = tasks_of_own(_BASE)


if __name__ == "__main__":
    main(TASKS, __doc__ or "")
