import { Injectable } from '@nestjs/common';
import { positionOf, toPage } from '../common/api/list-page.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ArchiveRepository, type ArchivedFile } from './archive.repository.js';
import {
  ARCHIVE_LIST_CURSOR,
  DEFAULT_ARCHIVE_PAGE_SIZE,
  archivedDocumentDto,
  type ArchivedDocumentListDto,
  type ListArchiveQueryDto,
} from './dto/archived-document.dto.js';

/** The user's archived copies (docs/archive.md): the list, and each copy's stored files. */
@Injectable()
export class ArchiveService {
  constructor(private readonly archive: ArchiveRepository) {}

  async list(ownerId: string, query: ListArchiveQueryDto): Promise<ArchivedDocumentListDto> {
    const limit = query.limit ?? DEFAULT_ARCHIVE_PAGE_SIZE;
    const range = { from: query.from, to: query.to };
    const position = positionOf(query, ARCHIVE_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.archive.page(ownerId, range, position, limit),
      this.archive.countListed(ownerId, range),
    ]);
    const page = toPage({ rows, total }, query, limit, (copy) => [copy.issueDate, copy.id]);
    return { documents: page.rows.map(archivedDocumentDto), ...page.info };
  }

  /** One stored file; another user's copy, or a copy without a UBL, is a 404. */
  async file(ownerId: string, id: string, kind: 'pdf' | 'ubl'): Promise<ArchivedFile> {
    const file = await this.archive.file(ownerId, id, kind);
    if (file === null) throw new DomainException('NOT_FOUND');
    return file;
  }
}
