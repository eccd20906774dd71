// Types of the parts of MailDev 2 (untyped) that mail-catcher.mjs uses: the mail server it
// returns, with smtp-server's SMTPServer of the current session, and its web server.
declare module 'maildev' {
  import type { EventEmitter } from 'node:events';
  import type { Server, Socket } from 'node:net';

  namespace MailDev {
    interface Config {
      ip: string;
      smtp: number;
      web: number;
      silent: boolean;
    }
    /** A recipient as smtp-server hands it to onRcptTo. */
    interface Address {
      address: string;
    }
    /** smtp-server's SMTPServer: its handler of each recipient, its listening server and its sessions. */
    interface SmtpServer extends EventEmitter {
      onRcptTo(address: Address, session: unknown, callback: (error?: Error) => void): void;
      server: Server;
      connections: Set<{ _socket?: Socket }>;
    }
    interface MailServer {
      smtp: SmtpServer;
      /** Starts the current SMTP server on the port and host it was created with. */
      listen(): Promise<void>;
      /** Creates a new SMTP server (not yet listening) in place of the current one. */
      create(port: number, host: string): void;
    }
  }
  /** Starts MailDev's SMTP and web servers (the web server once its port is free) with `config`. */
  function MailDev(config: MailDev.Config): MailDev.MailServer;
  export = MailDev;
}

declare module 'maildev/lib/web' {
  import type { Server } from 'node:http';

  /** MailDev's web server, once MailDev has started it. */
  const web: { server: Server };
  export = web;
}
