import DevToolsCommands

CleanSupportCommand.main()
