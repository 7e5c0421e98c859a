import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { IncomingDocumentSink, INCOMING_DOCUMENT_SINKS } from './incoming-document-sink.js';

/**
 * Every IncomingDocumentSink bound under INCOMING_DOCUMENT_SINKS anywhere in the application (a
 * sink, or an array of sinks, per binding), each once. None bound is fine: documents are then
 * only marked read.
 */
@Injectable()
export class IncomingDocumentSinks implements OnApplicationBootstrap {
  private sinks: IncomingDocumentSink[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const bound = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.token === INCOMING_DOCUMENT_SINKS)
      .flatMap((wrapper): unknown[] => {
        const instance: unknown = wrapper.instance;
        return Array.isArray(instance) ? instance : [instance];
      })
      .filter((sink): sink is IncomingDocumentSink => sink instanceof IncomingDocumentSink);
    this.sinks = [...new Set(bound)];
  }

  all(): readonly IncomingDocumentSink[] {
    return this.sinks;
  }
}
