import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The project's own lint configuration, as `npm run lint` runs it. */
const project = new ESLint({ cwd: root });

/** The boundary rules' findings on a piece of code, linted as if it were this file of the repo. */
async function boundaryFindings(file: string, code: string): Promise<string[]> {
  const [result] = await project.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .map((message) => message.ruleId ?? '')
    .filter((rule) => rule.startsWith('boundaries/'));
}

describe('the lint rules of the backend boundaries', () => {
  it('refuse data access outside a repository', async () => {
    const service = 'backend/src/widgets/widgets.service.ts';
    await expect(
      boundaryFindings(
        service,
        "import { DataSource } from 'typeorm';\nexport type D = DataSource;\n",
      ),
    ).resolves.toEqual(['boundaries/data-access-in-repositories']);
    await expect(
      boundaryFindings(
        service,
        "import { InjectRepository } from '@nestjs/typeorm';\nexport const inject = InjectRepository;\n",
      ),
    ).resolves.toEqual(['boundaries/data-access-in-repositories']);
    await expect(
      boundaryFindings(
        service,
        'export const rows = (m: { getRepository(x: string): unknown }) => m.getRepository("w");\n',
      ),
    ).resolves.toEqual(['boundaries/data-access-in-repositories']);
    // The same code is at home in a repository, and entities keep their decorators.
    await expect(
      boundaryFindings(
        'backend/src/widgets/widgets.repository.ts',
        "import { DataSource } from 'typeorm';\nexport type D = DataSource;\n",
      ),
    ).resolves.toEqual([]);
    await expect(
      boundaryFindings(
        'backend/src/widgets/widget.entity.ts',
        "import { Column, Entity } from 'typeorm';\nexport const decorators = [Column, Entity];\n",
      ),
    ).resolves.toEqual([]);
  });

  it("refuse a module's import of another module's repository or entity", async () => {
    const service = 'backend/src/widgets/widgets.service.ts';
    await expect(
      boundaryFindings(
        service,
        "import { InvoicesRepository } from '../invoices/invoices.repository.js';\nexport type R = InvoicesRepository;\n",
      ),
    ).resolves.toEqual(['boundaries/no-foreign-storage']);
    await expect(
      boundaryFindings(
        service,
        "import { UserEntity } from '../users/user.entity.js';\nexport type U = UserEntity;\n",
      ),
    ).resolves.toEqual(['boundaries/no-foreign-storage']);
    // Its own storage, and another module's service, are fine.
    await expect(
      boundaryFindings(
        service,
        "import { WidgetsRepository } from './widgets.repository.js';\nimport { UsersService } from '../users/users.service.js';\nexport type T = [WidgetsRepository, UsersService];\n",
      ),
    ).resolves.toEqual([]);
  });

  it('refuse Express in a service', async () => {
    await expect(
      boundaryFindings(
        'backend/src/widgets/widgets.service.ts',
        "import type { Request } from 'express';\nexport type R = Request;\n",
      ),
    ).resolves.toEqual(['boundaries/no-express-in-services']);
    await expect(
      boundaryFindings(
        'backend/src/widgets/widgets.controller.ts',
        "import type { Request } from 'express';\nexport type R = Request;\n",
      ),
    ).resolves.toEqual([]);
  });
});
