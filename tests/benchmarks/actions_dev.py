"""The action development set: the requests tool-level routing by meaning is tuned on.

    python -m tests.benchmarks.actions_dev [--model PATH.gguf] [--no-model] [--rows]

Written on 2026-12-04 (sixth session) before routing by meaning learned actions, to judge that
change on; its figures are tuned on and never reported as out of sample (actions_unseen and
the task sets are). Everyday wording first, as people type it to a laptop assistant, then
the other shipped languages. Success: the tool that does the job is among those offered for
the request in a new conversation, by the app's own routing (app/agent/meaning.py ``route``).
``--rows`` prints each request with what was offered.
"""

from __future__ import annotations

# (language, request, the tool that does the job)
CASES: tuple[tuple[str, str, str], ...] = (
    ("en", "get that newsletter out of my inbox for good", "mail_delete"),
    ("en", "trash everything from the gym about renewals", "mail_delete"),
    ("en", "shoot Maria an email saying the report is done", "mail_send"),
    ("en", "email my landlord that the boiler is fixed", "mail_send"),
    ("en", "get back to Ahmed, tell him Thursday works", "mail_reply"),
    ("en", "answer the school's message and say we'll be there", "mail_reply"),
    ("en", "pass the flight confirmation along to Jenny", "mail_forward"),
    ("en", "put the receipts from Amazon into the Taxes folder", "mail_move"),
    ("en", "tidy the order confirmations away into Archive", "mail_move"),
    ("en", "make the message from the doctor unread again", "mail_mark"),
    ("en", "keep a draft to the council about the parking, don't send it", "mail_save_draft"),
    ("en", "save the PDF that came with the insurance mail", "mail_save_attachment"),
    ("en", "what folders does my mail have?", "mail_list_folders"),
    ("en", "scrap Tuesday's team lunch", "calendar_delete_event"),
    ("en", "the piano lesson is off this week, take it out", "calendar_delete_event"),
    ("en", "bump my call with Lee to half past four", "calendar_update_event"),
    ("en", "make the standup on Monday 15 minutes longer", "calendar_update_event"),
    ("en", "when am I free on Thursday for an hour?", "calendar_find_free_time"),
    ("en", "is there a gap in my day for a quick coffee?", "calendar_find_free_time"),
    ("en", "I need to pick up the dry cleaning, add it to my list", "calendar_create_task"),
    ("en", "what's left on my to-do list?", "calendar_list_tasks"),
    ("en", "I'm going to Rachel's party, let her know via the invite", "calendar_answer_invitation"),
    ("en", "which calendars have I got?", "calendar_list_calendars"),
    ("en", "throw away the old budget spreadsheet", "files_delete"),
    ("en", "call the scan 'passport.pdf' instead", "files_move"),
    ("en", "put invoice-3.pdf into the Paid folder", "files_move"),
    ("en", "make a second version of the essay before I edit it", "files_copy"),
    ("en", "pull up the holiday photo so I can see it", "files_open"),
    ("en", "crank it up, I can't hear a thing", "system_set_volume"),
    ("en", "way too loud, bring it down", "system_set_volume"),
    ("en", "shh, no sound please", "system_set_mute"),
    ("en", "my eyes hurt, the screen is blinding", "system_set_brightness"),
    ("en", "switch everything to the black theme", "system_set_dark_mode"),
    ("en", "go offline", "system_set_wifi"),
    ("en", "I'm in a meeting, hold all pings", "system_set_do_not_disturb"),
    ("en", "take me to wikipedia.org", "system_open_url"),
    ("en", "bring up the terminal", "system_open_app"),
    ("en", "give me 20 minutes on the clock for the pasta", "system_set_timer"),
    ("en", "get me up at 7 on Saturday", "system_set_alarm"),
    ("en", "nudge me at 5 to call the vet", "system_set_reminder"),
    ("en", "what have I got set to go off?", "system_list_alarms"),
    ("en", "forget the 7 o'clock wake-up", "system_cancel_alarm"),
    ("en", "how much juice is left?", "system_status"),
    ("de", "Schmeiß die Werbung von Zalando weg", "mail_delete"),
    ("de", "Schreib Jonas kurz, dass ich später komme", "mail_send"),
    ("de", "Leg den Termin beim Friseur auf Freitag", "calendar_update_event"),
    ("de", "Mach den Bildschirm dunkler", "system_set_brightness"),
    ("de", "Weck mich um halb sieben", "system_set_alarm"),
    ("de", "Ich will nichts mehr hören", "system_set_mute"),
    ("fr", "Vire les pubs de la banque", "mail_delete"),
    ("fr", "Fais suivre le billet de train à Claire", "mail_forward"),
    ("fr", "Annule le cours de yoga de jeudi", "calendar_delete_event"),
    ("fr", "C'est trop fort, baisse un peu", "system_set_volume"),
    ("fr", "Réveille-moi à 6 heures", "system_set_alarm"),
    ("es", "Borra los correos de publicidad", "mail_delete"),
    ("es", "Contéstale a Lucía que sí", "mail_reply"),
    ("es", "Pasa la cita del médico a las cinco", "calendar_update_event"),
    ("es", "Sube el brillo", "system_set_brightness"),
    ("es", "Avísame en media hora", "system_set_timer"),
    ("zh", "把那封广告邮件删了", "mail_delete"),
    ("zh", "转发那封机票邮件给小王", "mail_forward"),
    ("zh", "把周五的会取消", "calendar_delete_event"),
    ("zh", "声音太大了", "system_set_volume"),
    ("zh", "明早六点半叫我", "system_set_alarm"),
)

LANGUAGES = ("en", "de", "fr", "es", "zh")

if __name__ == "__main__":
    from tests.benchmarks.actions_unseen import main

    main(CASES, LANGUAGES)
