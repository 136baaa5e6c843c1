"""The online server: accounts, lobby, rooms, the websocket game channel and the browser client.

:func:`cardtable.server.app.create_app` builds the ASGI application; ``cardtable serve`` runs it.
The server talks to games only through the kernel contracts, so every registered game is playable.
"""
