import DevToolsCommands

LintStringsCommand.main()
