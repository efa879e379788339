import path from 'node:path';
import { describeStandalonePages } from '@portal/shared/testing';
import { STANDALONE_PAGES } from '../standalone-pages';

describeStandalonePages(path.join(__dirname, '..', '..'), __APP_NAME__, STANDALONE_PAGES);
