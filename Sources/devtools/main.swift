import DevToolsCommands

DevTools.main()
