import DevToolsCommands

DevTools.mainAsInvoked()
