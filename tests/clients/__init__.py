"""The generated clients (clients/, ``make clients``): what the served schema generates, and
a whole game played through each against a running server.

Not an app's folder: the clients are made from every app's operations together.
"""
