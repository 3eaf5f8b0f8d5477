<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Snooze %Ln min</source>
        <translation>
            <numerusform>Snooze %Ln min</numerusform>
            <numerusform>Snooze %Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snooze for %Ln minute(s)</source>
        <translation>
            <numerusform>Snooze for %Ln minute</numerusform>
            <numerusform>Snooze for %Ln minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new message(s)</source>
        <translation>
            <numerusform>%Ln new message</numerusform>
            <numerusform>%Ln new messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show more (%Ln character(s))</source>
        <translation>
            <numerusform>Show more (%Ln character)</numerusform>
            <numerusform>Show more (%Ln characters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BotPsy wants to do these %Ln things. Uncheck any you do not want.</source>
        <translation>
            <numerusform>BotPsy wants to do %Ln thing. Uncheck it if you do not want it.</numerusform>
            <numerusform>BotPsy wants to do these %Ln things. Uncheck any you do not want.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This conversation grew longer than BotPsy can read at once, so it set aside the oldest %Ln exchange(s). They stay here for you to read; BotPsy no longer sees them.</source>
        <translation>
            <numerusform>This conversation grew longer than BotPsy can read at once, so it set aside the oldest exchange. It stays here for you to read; BotPsy no longer sees it.</numerusform>
            <numerusform>This conversation grew longer than BotPsy can read at once, so it set aside the oldest %Ln exchanges. They stay here for you to read; BotPsy no longer sees them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln day(s)</source>
        <extracomment>a repeat every few days, weeks, months or years (RRULE INTERVAL), for people</extracomment>
        <translation>
            <numerusform>every day</numerusform>
            <numerusform>every %Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln week(s)</source>
        <translation>
            <numerusform>every week</numerusform>
            <numerusform>every %Ln weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln month(s)</source>
        <translation>
            <numerusform>every month</numerusform>
            <numerusform>every %Ln months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %Ln year(s)</source>
        <translation>
            <numerusform>every year</numerusform>
            <numerusform>every %Ln years</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %Ln day(s) from {start}</source>
        <translation>
            <numerusform>for %Ln day from {start}</numerusform>
            <numerusform>for %Ln days from {start}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln event</numerusform>
            <numerusform>%Ln events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free slot(s)</source>
        <translation>
            <numerusform>%Ln free slot</numerusform>
            <numerusform>%Ln free slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln task(s)</source>
        <translation>
            <numerusform>%Ln task</numerusform>
            <numerusform>%Ln tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{repeat}, %Ln time(s)</source>
        <translation>
            <numerusform>{repeat}, %Ln time</numerusform>
            <numerusform>{repeat}, %Ln times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s) before</source>
        <translation>
            <numerusform>%Ln minute before</numerusform>
            <numerusform>%Ln minutes before</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln calendar(s)</source>
        <extracomment>when no area&apos;s own words are there, a time alone asks what is on then</extracomment>
        <translation>
            <numerusform>%Ln calendar</numerusform>
            <numerusform>%Ln calendars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unchanged</source>
        <translation>
            <numerusform>%Ln unchanged</numerusform>
            <numerusform>%Ln unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fetched</source>
        <translation>
            <numerusform>%Ln fetched</numerusform>
            <numerusform>%Ln fetched</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln removed</source>
        <translation>
            <numerusform>%Ln removed</numerusform>
            <numerusform>%Ln removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln queued change(s) sent</source>
        <translation>
            <numerusform>%Ln queued change sent</numerusform>
            <numerusform>%Ln queued changes sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <translation>
            <numerusform>%Ln request</numerusform>
            <numerusform>%Ln requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln item</numerusform>
            <numerusform>%Ln items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) found</source>
        <translation>
            <numerusform>%Ln file found</numerusform>
            <numerusform>%Ln files found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln at most</source>
        <translation>
            <numerusform>%Ln at most</numerusform>
            <numerusform>%Ln at most</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s) at most</source>
        <translation>
            <numerusform>%Ln result at most</numerusform>
            <numerusform>%Ln results at most</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s)</source>
        <translation>
            <numerusform>%Ln line</numerusform>
            <numerusform>%Ln lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln message</numerusform>
            <numerusform>%Ln messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln folder(s)</source>
        <translation>
            <numerusform>%Ln folder</numerusform>
            <numerusform>%Ln folders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln new</numerusform>
            <numerusform>%Ln new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln flag change(s)</source>
        <translation>
            <numerusform>%Ln flag change</numerusform>
            <numerusform>%Ln flag changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln send(s) whose answer was lost found in Sent: sent</source>
        <translation>
            <numerusform>%Ln send whose answer was lost found in Sent: sent</numerusform>
            <numerusform>%Ln sends whose answer was lost found in Sent: sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pending</source>
        <translation>
            <numerusform>%Ln pending</numerusform>
            <numerusform>%Ln pending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) could be saved</source>
        <translation>
            <numerusform>%Ln record could be saved</numerusform>
            <numerusform>%Ln records could be saved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln case(s) done</source>
        <translation>
            <numerusform>%Ln case done</numerusform>
            <numerusform>%Ln cases done</numerusform>
        </translation>
    </message>
</context>
</TS>
